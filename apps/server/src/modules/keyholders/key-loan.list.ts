import type { KeyLoanListQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { defineList } from '../../db/list/index.ts';
import { selectLoanViews } from './key-loan.repository.ts';
import { type KeyholderActor, withinReach } from './keyholder-scope.ts';

/** The loans list's filters, with who asks (their reach) and today's Europe/Rome day (overdue). */
export type KeyLoanFilters = Omit<KeyLoanListQuery, 'page' | 'per_page'> & {
  actor: Pick<KeyholderActor, 'userId' | 'all'>;
  /** `YYYY-MM-DD`: an open loan due before it is late. */
  today: string;
};

/** Loans joined to their key: the reach and the client filter read the key. */
function loansWithKeys(db: Db) {
  return db
    .selectFrom('keyholder_key_loans')
    .innerJoin('keyholder_keys', 'keyholder_keys.id', 'keyholder_key_loans.key_id');
}

/**
 * The loans list: open ones, overdue ones or all (a key's custody history), of the keys within the
 * actor's reach. Not compiled: `in_ritardo` compares with today. The service picks the sort by state.
 */
export const keyLoanList = defineList<KeyLoanFilters>()({
  table: 'keyholder_key_loans',
  from: loansWithKeys,
  views: selectLoanViews,
  columns: 'out_on due_on? copy_no',
  sorts: { key_label: { column: 'keyholder_keys.label_key', nullable: false } },
  equal: ['key_id', 'holder_user_id'],
  filters: (eb, f) => {
    const reach = withinReach('keyholder_keys', f.actor);
    return [
      reach?.(eb as never),
      f.client_id !== undefined && eb('keyholder_keys.client_id', '=', f.client_id),
      f.state !== 'tutte' && eb('keyholder_key_loans.returned_on', 'is', null),
      f.state === 'in_ritardo' && eb('keyholder_key_loans.due_on', '<', f.today),
    ];
  },
});
