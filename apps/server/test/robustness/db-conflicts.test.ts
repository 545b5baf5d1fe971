import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorKind } from '../../src/db/errors.ts';
import { registerErrorHandler } from '../../src/plugins/errors.ts';
import { type CrmApp, createCrmApp } from '../crm/crm-fixtures.ts';

/**
 * Concurrent writers meet in the database: PostgreSQL ends one transaction of a deadlock (40P01) or
 * a serialization failure (40001). The transaction runs once more; a second conflict answers 409
 * with an Italian message; a lost connection 503; never a 500.
 */
let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

const pgError = (code: string, message = 'deadlock detected') => Object.assign(new Error(message), { code });

describe('database conflicts', () => {
  it('a transaction that meets a deadlock runs once more', async () => {
    let attempts = 0;
    const result = await t.app.db.transaction().execute(async () => {
      attempts++;
      if (attempts === 1) throw pgError('40P01');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
  });

  it('a second conflict is thrown (no endless retry), other errors are not retried', async () => {
    let attempts = 0;
    const failing = t.app.db.transaction().execute(async () => {
      attempts++;
      throw pgError('40001', 'could not serialize access');
    });
    await expect(failing).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(2);
    attempts = 0;
    const other = t.app.db.transaction().execute(async () => {
      attempts++;
      throw pgError('23505', 'duplicate key');
    });
    await expect(other).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  it('the error handler answers 409 to a conflict, 503 to a lost connection, 422 to a refused value', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const errors: Record<string, Error> = {
      deadlock: pgError('40P01'),
      serialization: pgError('40001'),
      terminated: pgError('57P01', 'terminating connection due to administrator command'),
      lost: new Error('Connection terminated unexpectedly'),
      refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      tooMany: pgError('53300', 'sorry, too many clients already'),
      outOfRange: pgError('22003', 'value "2147483648" is out of range for type integer'),
      plain: new Error('a bug'),
    };
    for (const [name, error] of Object.entries(errors)) {
      app.get(`/${name}`, async () => {
        throw error;
      });
    }
    const status = async (name: string) => {
      const res = await app.inject({ url: `/${name}` });
      return [res.statusCode, res.json()] as const;
    };
    for (const name of ['deadlock', 'serialization']) {
      const [code, body] = await status(name);
      expect(code, name).toBe(409);
      expect(body.alert.message).toMatch(/riprova/);
    }
    for (const name of ['terminated', 'lost', 'refused', 'tooMany']) {
      const [code, body] = await status(name);
      expect(code, name).toBe(503);
      expect(body.alert.message).toBe('Servizio momentaneamente non disponibile, riprova tra poco');
    }
    expect((await status('outOfRange'))[0]).toBe(422);
    expect((await status('plain'))[0]).toBe(500);
    expect(databaseErrorKind(new AggregateError([errors.refused]))).toBe('unavailable');
    await app.close();
  });
});
