import { describe, expect, it } from 'vitest';
import { entityWords } from '../entities/entity.ts';
import { opportunityEntity } from '../entities/opportunities.ts';
import { entityListPage } from './list-page-spec.ts';
import { listSpec } from './list-url-state.ts';

const url = listSpec({ filters: { archived: 'flag' }, sortColumns: ['title'], defaultSort: 'title' });
const useList = () => ({ data: undefined, isFetching: false, isError: false, refetch: () => undefined });

describe('entityListPage', () => {
  it('derives the texts, storage key, permission and paths from the entity', () => {
    const spec = entityListPage({
      entity: opportunityEntity,
      url,
      useList,
      export: { path: '/api/opportunities/export' },
      table: { columns: [] },
      empty: { icon: null },
    });
    expect(spec.title).toBe('Opportunità');
    expect(spec.noun).toEqual(['opportunità', 'opportunità']);
    expect(spec.export).toEqual({ path: '/api/opportunities/export', fileName: 'opportunita' });
    expect(spec.table.label).toBe('Elenco opportunità');
    expect(spec.table.storageKey).toBe('officina:opportunities:columns');
    expect(spec.table.rowLink({ id: 7 })).toBe('/opportunities/7/detail');
    expect(spec.create).toEqual({
      label: 'Nuova opportunità',
      permission: 'manage_opportunities',
      to: '/opportunities/add',
    });
    expect(spec.empty).toEqual({
      icon: null,
      title: 'Nessuna opportunità ancora',
      filteredTitle: 'Nessuna opportunità corrisponde alla ricerca',
      filteredDescription: 'Prova a cambiare i filtri o il testo cercato.',
    });
  });

  it('keeps what a page declares, and drops the hint or the button when asked', () => {
    const spec = entityListPage({
      entity: opportunityEntity,
      url,
      useList,
      title: 'Trattative',
      table: { columns: [], label: 'Pipeline' },
      create: false,
      empty: { icon: null, filteredTitle: 'Niente', filteredDescription: null },
    });
    expect(spec.title).toBe('Trattative');
    expect(spec.table.label).toBe('Pipeline');
    expect(spec.create).toBeUndefined();
    expect(spec.export).toBeUndefined();
    expect(spec.empty).toEqual({ icon: null, title: 'Nessuna opportunità ancora', filteredTitle: 'Niente' });
  });
});

describe('entityWords', () => {
  it('agrees with the gender and the first letter', () => {
    const masculine = entityWords({ noun: ['contratto', 'contratti'] });
    expect([masculine.new, masculine.the, masculine.saved(true), masculine.changedBy]).toEqual([
      'Nuovo contratto',
      'Il contratto',
      'Contratto creato',
      'modificato',
    ]);
    const feminine = entityWords({ noun: ['persona', 'persone'], feminine: true });
    expect([feminine.new, feminine.the, feminine.saved(false), feminine.none]).toEqual([
      'Nuova persona',
      'La persona',
      'Persona aggiornata',
      'Nessuna persona',
    ]);
    expect(entityWords({ noun: ['opportunità', 'opportunità'], feminine: true }).the).toBe('L’opportunità');
  });
});
