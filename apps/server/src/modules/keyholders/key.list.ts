import type { KeyListQuery } from '@officina/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { defineList, type FiltersOf, likeEscaped, sortByName } from '../../db/list/index.ts';
import { selectKeyViews } from './key.repository.ts';
import { type KeyholderActor, withinReach } from './keyholder-scope.ts';

/** The keys list's filters, with who asks (their reach) and today's Europe/Rome day (overdue). */
export type KeyFilters = FiltersOf<KeyListQuery> & {
  actor: Pick<KeyholderActor, 'userId' | 'all'>;
  /** `YYYY-MM-DD`: a copy due before it is late. */
  today: string;
};

type KeysBuilder = ExpressionBuilder<Database, 'keyholder_keys'>;

/** Whether the key has an open loan matching `more` (any open loan when not given). */
function hasOpenLoan(
  eb: KeysBuilder,
  more?: (
    loans: ExpressionBuilder<Database, 'keyholder_key_loans' | 'keyholder_keys'>,
  ) => ReturnType<KeysBuilder>,
) {
  return eb.exists(
    eb
      .selectFrom('keyholder_key_loans')
      .select('keyholder_key_loans.id')
      .whereRef('keyholder_key_loans.key_id', '=', 'keyholder_keys.id')
      .where('keyholder_key_loans.returned_on', 'is', null)
      .$if(more !== undefined, (q) => q.where((w) => (more as NonNullable<typeof more>)(w))),
  );
}

function stateCondition(eb: KeysBuilder, state: KeyFilters['state'], today: string) {
  if (state === 'disponibile') return eb.not(hasOpenLoan(eb));
  if (state === 'in_uso') return hasOpenLoan(eb);
  if (state === 'in_ritardo') return hasOpenLoan(eb, (w) => w('keyholder_key_loans.due_on', '<', today));
  return undefined;
}

/**
 * The keys list: `q` matches label, code and site; `state` and `holder_user_id` read the open
 * loans; only keys within the actor's reach. Not compiled: `in_ritardo` compares with today.
 */
export const keyList = defineList<KeyFilters>()({
  table: 'keyholder_keys',
  views: selectKeyViews,
  columns: 'label=label_key code kind copies',
  sorts: { client_id: sortByName('keyholder_keys.client_id', 'clients', true) },
  equal: ['kind', 'client_id', 'project_id'],
  filters: (eb, f) => {
    const reach = withinReach('keyholder_keys', f.actor);
    const holder = f.holder_user_id;
    return [
      reach?.(eb),
      stateCondition(eb, f.state, f.today),
      holder !== undefined && hasOpenLoan(eb, (w) => w('keyholder_key_loans.holder_user_id', '=', holder)),
    ];
  },
  search: { like: (_eb, pattern) => likeEscaped('keyholder_keys.search_text', pattern) },
});
