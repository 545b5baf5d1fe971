/**
 * A SQLite read worker (see sqlite-read-pool.ts): its own read-only connection to the app's file,
 * answering `{ id, sql, parameters }` with `{ id, rows }` or `{ id, error }`. In WAL mode each
 * statement reads the last committed state, so a request that wrote on the main connection reads
 * its own write here once the write has committed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { costMark, costSince, openSqliteReader, withStatementCache } from './sqlite.ts';

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadResponse =
  /** `ms`: the CPU time SQLite took, without the messages (the driver's routing learns from it). */
  | { id: number; rows: unknown[]; ms: number }
  | { id: number; error: { message: string; code: string | undefined } };

const { file } = workerData as { file: string };
const database = withStatementCache(openSqliteReader(file));
const port = parentPort;
if (!port) throw new Error('sqlite-read-worker runs only as a worker thread');

port.on('message', ({ id, sql, parameters }: ReadRequest) => {
  let response: ReadResponse;
  try {
    const started = costMark();
    const rows = database.prepare(sql).all(...parameters);
    response = { id, rows, ms: costSince(started) };
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    response = { id, error: { message, code } };
  }
  port.postMessage(response);
});
