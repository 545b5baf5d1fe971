import type { QueryKey } from '@tanstack/react-query';

/**
 * What the shared list page and record form know of an entity besides its reads: the Italian nouns
 * they build their texts from, the query key family (which also names the `manage_<family>`
 * permission and the list's stored columns) and the paths of its pages.
 */
export interface Entity<K extends string = string, TData = unknown> {
  /** The record's property in the API's answers: `{ project }`, `{ client, warnings }`. */
  key: K;
  /** "contratto" / "contratti". */
  noun: readonly [one: string, many: string];
  /** "Nuova persona", "Persona creata", "La persona è stata modificata". */
  feminine?: boolean;
  keys: { all: readonly [string]; detail: (id: number) => QueryKey };
  /** The detail read, answering `{ [key]: record, … }`: a form's "Ricarica" reads it afresh. */
  get?: (id: number) => Promise<TData>;
  paths: { list: () => string; add: () => string; detail: (id: number) => string };
}

/** An entity's descriptor, its key and detail answer inferred. */
export function defineEntity<K extends string, TData = unknown>(entity: Entity<K, TData>): Entity<K, TData> {
  return entity;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The texts of the shared pages, made from an entity's nouns and gender. */
export function entityWords(entity: Pick<Entity, 'noun' | 'feminine'>) {
  const [one, many] = entity.noun;
  const ending = entity.feminine ? 'a' : 'o';
  const article = /^[aeiouàèéìòù]/i.test(one) ? 'L’' : entity.feminine ? 'La ' : 'Il ';
  return {
    one,
    many,
    /** "Contratti": the list's title. */
    title: capitalized(many),
    /** "Nuovo contratto", "Nuova persona". */
    new: `Nuov${ending} ${one}`,
    /** "Nessun contratto", "Nessuna persona". */
    none: `${entity.feminine ? 'Nessuna' : 'Nessun'} ${one}`,
    /** "Il contratto", "La persona", "L’opportunità". */
    the: `${article}${one}`,
    /** "Contratto creato", "Persona aggiornata". */
    saved: (created: boolean) => `${capitalized(one)} ${created ? 'creat' : 'aggiornat'}${ending}`,
    /** The conflict banner's verb: "modificato", "modificata". */
    changedBy: `modificat${ending}` as 'modificato' | 'modificata',
  };
}
