import type {
  KeyCheckinInput,
  KeyCheckoutInput,
  KeyLoanListQuery,
  KeyLoanPage,
  KeyLoanView,
  KeyView,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { alertError, validationError } from '../../http/api-error.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { KEY_ENTITY, keyInReach, keyViewOf } from './key.service.ts';
import { romeToday, toKeyLoan } from './key.view.ts';
import { keyLoanList } from './key-loan.list.ts';
import {
  closeLoan,
  findActiveUserName,
  findOpenLoan,
  findPersonName,
  insertLoan,
  type LoanViewRow,
} from './key-loan.repository.ts';
import { isUniqueViolation } from './key-unique.ts';
import type { KeyholderActor } from './keyholder-scope.ts';

type Actor = Pick<KeyholderActor, 'userId' | 'all'>;

/** Action names of the key's history, read as they are ("ha consegnato la chiave"). */
export const CHECKOUT_ACTION = 'ha_consegnato';
export const CHECKIN_ACTION = 'ha_ripreso';

const alreadyOut = (copy: number, holder: string) =>
  alertError(409, `La copia ${copy} è già in consegna a ${holder}.`, 'warning');

/** A copy number within 1..copies (422 on `copy_no`), before it reaches a query. */
function assertCopy(copies: number, copyNo: number): void {
  const n = Number(copies);
  if (copyNo > n) throw validationError({ copy_no: [`La chiave ha ${n} ${n === 1 ? 'copia' : 'copie'}`] });
}

/** The holder's name as it is now: an active colleague or an existing person (422 on the field otherwise). */
async function holderName(db: Db, input: KeyCheckoutInput): Promise<string> {
  if (input.holder_user_id !== null) {
    const user = await findActiveUserName(db, input.holder_user_id);
    if (!user) throw validationError({ holder_user_id: ['Collega non valido o non più attivo'] });
    return `${user.name} ${user.surname}`.trim();
  }
  const person = await findPersonName(db, input.holder_person_id as number);
  if (!person) throw validationError({ holder_person_id: ['Persona non valida'] });
  return `${person.first_name} ${person.last_name}`.trim();
}

/**
 * Checks one copy out to a colleague or a client's person and logs it on the key. A copy already
 * out → 409, found first or, when two check-outs race, by the partial unique index on open loans.
 */
export async function checkoutKey(
  db: Db,
  actor: Actor,
  id: number,
  input: KeyCheckoutInput,
): Promise<KeyView> {
  const outOn = input.out_on ?? romeToday();
  if (input.due_on !== null && input.due_on < outOn) {
    throw validationError({ due_on: ['La restituzione prevista precede la consegna'] });
  }
  try {
    await db.transaction().execute(async (trx) => {
      const key = await keyInReach(trx, actor, id, true);
      assertCopy(key.copies, input.copy_no);
      const open = await findOpenLoan(trx, id, input.copy_no);
      if (open) throw alreadyOut(input.copy_no, open.holder_name);
      const name = await holderName(trx, input);
      const now = nowIso();
      await insertLoan(trx, {
        key_id: id,
        copy_no: input.copy_no,
        holder_user_id: input.holder_user_id,
        holder_person_id: input.holder_person_id,
        holder_name: name,
        out_on: outOn,
        due_on: input.due_on,
        returned_on: null,
        out_note: input.note,
        in_note: null,
        out_by: actor.userId,
        in_by: null,
        created_at: now,
        updated_at: now,
      });
      const changes = {
        copy_no: [null, input.copy_no],
        holder_name: [null, name],
        out_on: [null, outOn],
        ...(input.due_on ? { due_on: [null, input.due_on] } : {}),
        ...(input.note ? { note: [null, input.note] } : {}),
      };
      await logActivity(trx, {
        userId: actor.userId,
        entity: KEY_ENTITY,
        entityId: id,
        action: CHECKOUT_ACTION,
        changes,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await findOpenLoan(db, id, input.copy_no);
    throw alreadyOut(input.copy_no, open?.holder_name ?? 'un altro collega');
  }
  return keyViewOf(db, id);
}

/** Records the return of a copy that is out (409 otherwise), not before its check-out (422). */
export async function checkinKey(db: Db, actor: Actor, id: number, input: KeyCheckinInput): Promise<KeyView> {
  await db.transaction().execute(async (trx) => {
    const key = await keyInReach(trx, actor, id, true);
    assertCopy(key.copies, input.copy_no);
    const open = await findOpenLoan(trx, id, input.copy_no);
    if (!open) throw alertError(409, `La copia ${input.copy_no} non è in consegna.`, 'warning');
    const returnedOn = input.returned_on ?? romeToday();
    if (returnedOn < open.out_on) {
      throw validationError({ returned_on: ['La restituzione precede la consegna'] });
    }
    const closed = await closeLoan(trx, open.id, {
      returned_on: returnedOn,
      in_note: input.note,
      in_by: actor.userId,
      updated_at: nowIso(),
    });
    if (!closed) throw alertError(409, `La copia ${input.copy_no} non è in consegna.`, 'warning');
    const changes = {
      copy_no: [null, input.copy_no],
      holder_name: [open.holder_name, null],
      returned_on: [null, returnedOn],
      ...(input.note ? { note: [null, input.note] } : {}),
    };
    await logActivity(trx, {
      userId: actor.userId,
      entity: KEY_ENTITY,
      entityId: id,
      action: CHECKIN_ACTION,
      changes,
    });
  });
  return keyViewOf(db, id);
}

function toLoanView(row: LoanViewRow, today: string): KeyLoanView {
  const { key_label, key_code, client_id, client_name, ...loan } = row;
  return { ...toKeyLoan(loan, today), key_label, key_code, client_id, client_name };
}

const loanSorts = { aperte: 'key_label', in_ritardo: 'due_on', tutte: '-out_on' } as const;

/**
 * The loans of the keys the actor reaches: `aperte` (who holds what now, by key),
 * `in_ritardo` (overdue, oldest due first), `tutte` (the custody history, newest first).
 */
export async function listKeyLoans(db: Db, actor: Actor, query: KeyLoanListQuery): Promise<KeyLoanPage> {
  const today = romeToday();
  const { data, meta } = await listPage(
    db,
    keyLoanList,
    { ...query, sort: loanSorts[query.state], actor, today },
    (rows) => rows.map((row) => toLoanView(row, today)),
  );
  return { data, meta };
}
