import { Kysely, type Transaction, type TransactionBuilder } from 'kysely';
import { databaseErrorKind } from './errors.ts';

type Work<T, DB> = (trx: Transaction<DB>) => Promise<T>;

/**
 * A transaction builder whose `execute` runs the work once more when PostgreSQL rolled it back as a
 * deadlock victim or a serialization failure: the other transaction has committed by then, so the
 * second run usually goes through (timer start against a project update; a checklist renumbered
 * while an item is ticked). A second conflict is thrown and answers 409 (plugins/errors.ts). The
 * work re-runs whole, so it must do nothing outside the database before it commits — which the
 * services' transactions already respect (mails and files happen after the commit).
 */
function retryOnce<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return async <T>(work: Work<T, DB>): Promise<T> => {
          try {
            return await target.execute(work);
          } catch (error) {
            if (databaseErrorKind(error) !== 'conflict') throw error;
            return target.execute(work);
          }
        };
      }
      if (property === 'setAccessMode' || property === 'setIsolationLevel') {
        return (value: never) => retryOnce(target[property](value));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Kysely whose `transaction()` retries a deadlock or serialization failure once (see retryOnce). */
export class RetryingKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return retryOnce(super.transaction());
  }
}
