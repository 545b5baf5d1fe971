import type { FieldValues } from 'react-hook-form';
import { type Entity, entityWords } from '../entities/entity.ts';
import { type RecordFormOptions, type RecordFormState, useRecordForm } from './use-record-form.ts';

interface Versioned {
  id: number;
  updated_at: string;
}

interface Mutation<TInput, TResult> {
  mutateAsync: (input: TInput) => Promise<TResult>;
}

/** The entity's create and update mutations (one hook that does both is given twice). */
export interface EntityMutations<TOutput, TResult> {
  create: Mutation<TOutput, TResult>;
  update: Mutation<TOutput & { updated_at: string }, TResult>;
}

type Options<TValues extends FieldValues, TOutput, TRecord extends Versioned, TData, TResult> = Omit<
  RecordFormOptions<TValues, TOutput, TRecord, TData, TResult>,
  'save' | 'pick' | 'savedMessage' | 'reload' | 'leaveTo'
> & {
  /** Creates, or updates the record with its `updated_at`; a function for a save of several steps. */
  save:
    | EntityMutations<TOutput, TResult>
    | RecordFormOptions<TValues, TOutput, TRecord, TData, TResult>['save'];
  /** Default: the answer's `[entity.key]`. */
  pick?: (result: TResult) => TRecord;
  /** Default: "Contratto creato" / "Persona aggiornata". */
  savedMessage?: (saved: TRecord, created: boolean) => string;
  /** Default: the entity's detail read; false: "Ricarica" reloads the page. */
  reload?: false;
  /** 'detail': the saved record's page. */
  leaveTo?: 'detail' | ((saved: TRecord) => string);
};

/**
 * useRecordForm for a record of an entity of lib/entities: the answer's record, the success toast,
 * the conflict's "Ricarica" and the page to leave to come from the entity's descriptor.
 */
export function useEntityForm<
  K extends string,
  TData,
  TValues extends FieldValues,
  TOutput,
  TRecord extends Versioned,
  TResult,
>(
  entity: Entity<K, TData>,
  options: Options<TValues, TOutput, TRecord, TData, TResult>,
): RecordFormState<TRecord> {
  const { save, pick, savedMessage, reload, leaveTo, ...rest } = options;
  const words = entityWords(entity);
  const recordOf = (answer: unknown) => (answer as Record<K, TRecord>)[entity.key];
  return useRecordForm<TValues, TOutput, TRecord, TResult, TData>({
    ...rest,
    save:
      typeof save === 'function'
        ? save
        : (input, base) =>
            base
              ? save.update.mutateAsync({ ...input, updated_at: base.updated_at })
              : save.create.mutateAsync(input),
    pick: pick ?? recordOf,
    savedMessage: savedMessage ?? ((_saved, created) => words.saved(created)),
    ...(reload !== false &&
      entity.get && { reload: { key: entity.keys.detail, get: entity.get, pick: recordOf } }),
    ...(leaveTo && {
      leaveTo: leaveTo === 'detail' ? (saved: TRecord) => entity.paths.detail(saved.id) : leaveTo,
    }),
  });
}
