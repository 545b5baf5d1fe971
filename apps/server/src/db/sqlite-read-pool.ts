import { Worker } from 'node:worker_threads';
import type { ReadRequest, ReadResponse } from './sqlite-read-worker.ts';

/** A SQLite error raised in a read worker, with the code better-sqlite3 gave it. */
export class SqliteReadError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

/** A read's rows and the CPU time SQLite took for it in the worker. */
export interface ReadResult {
  rows: unknown[];
  ms: number;
}

interface Pending {
  resolve(result: ReadResult): void;
  reject(error: Error): void;
}

class ReadWorker {
  readonly pending = new Map<number, Pending>();
  readonly worker: Worker;

  constructor(script: URL, file: string, onExit: (worker: ReadWorker, error: Error) => void) {
    this.worker = new Worker(script, { workerData: { file } });
    // An idle worker must not keep the process alive (tests, CLIs that forget to close).
    this.worker.unref();
    this.worker.on('message', (response: ReadResponse) => {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      if ('error' in response)
        pending.reject(new SqliteReadError(response.error.message, response.error.code));
      else pending.resolve({ rows: response.rows, ms: response.ms });
    });
    this.worker.on('error', (error) => onExit(this, error));
    this.worker.on('exit', (code) => onExit(this, new Error(`SQLite read worker exited with code ${code}`)));
  }

  failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/**
 * Worker threads that run the app's SQLite reads, each on its own read-only connection.
 * better-sqlite3 is synchronous: on the main thread every query stops the event loop, so requests
 * queue behind each other's SQL even on a machine with idle cores. Here reads run on up to `size`
 * other threads while the main thread parses, serialises and answers; writes and transactions stay
 * on the main connection (sqlite-driver.ts). Workers start on the first read; a worker that dies
 * fails its pending reads and is replaced on the next one.
 */
/**
 * The workers' script beside this module: sqlite-read-worker.ts when the server runs from its
 * sources, sqlite-read-worker.js in the bundle (apps/server/dist, scripts/build/server.ts), where
 * this code and the worker's entry are files of the same folder.
 */
const WORKER_SCRIPT = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-read-worker.ts' : './sqlite-read-worker.js',
  import.meta.url,
);

export class SqliteReadPool {
  readonly #file: string;
  readonly #size: number;
  readonly #script: URL;
  readonly #workers: ReadWorker[] = [];
  #nextId = 1;
  #closed = false;

  /** `script` is the worker's module: sqlite-read-worker, or a stand-in that tests make die. */
  constructor(file: string, size: number, script = WORKER_SCRIPT) {
    this.#file = file;
    this.#size = size;
    this.#script = script;
  }

  /** Runs one read statement on the least busy worker and resolves with its rows. */
  read(sql: string, parameters: readonly unknown[]): Promise<ReadResult> {
    if (this.#closed) return Promise.reject(new Error('SQLite read pool closed'));
    const worker = this.#pick();
    const id = this.#nextId++;
    return new Promise<ReadResult>((resolve, reject) => {
      worker.pending.set(id, { resolve, reject });
      if (worker.pending.size === 1) worker.worker.ref();
      const request: ReadRequest = { id, sql, parameters };
      worker.worker.postMessage(request);
    }).finally(() => {
      if (worker.pending.size === 0) worker.worker.unref();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const workers = this.#workers.splice(0);
    for (const w of workers) w.failAll(new Error('SQLite read pool closed'));
    // Referenced again, so the process waits for them to stop instead of exiting mid-close.
    await Promise.all(
      workers.map((w) => {
        w.worker.ref();
        return w.worker.terminate();
      }),
    );
  }

  #pick(): ReadWorker {
    let best: ReadWorker | undefined;
    for (const w of this.#workers) if (!best || w.pending.size < best.pending.size) best = w;
    if (best && (best.pending.size === 0 || this.#workers.length >= this.#size)) return best;
    const started = new ReadWorker(this.#script, this.#file, (worker, error) => this.#lost(worker, error));
    this.#workers.push(started);
    return started;
  }

  #lost(worker: ReadWorker, error: Error): void {
    const index = this.#workers.indexOf(worker);
    if (index >= 0) this.#workers.splice(index, 1);
    worker.failAll(error);
  }
}
