/**
 * Runs one autocannon load in a worker thread, so the load generator does not share the event loop
 * with the server it measures. Collects every response time so the caller can compute an exact p95
 * (autocannon's own percentiles skip 95).
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

/** Raw figures of one run; the caller merges runs and computes percentiles. */
export interface LoadRun {
  seconds: number;
  /** Response time of every request, ms. */
  latencies: Float64Array<ArrayBuffer>;
  non2xx: number;
  errors: number;
}

const request = workerData as LoadRequest;
const times: number[] = [];
let non2xx = 0;
const started = performance.now();
const instance = autocannon(
  {
    url: request.url,
    headers: request.headers,
    connections: request.connections,
    duration: request.durationSeconds,
  },
  (error, result) => {
    if (error) throw error;
    // Inside a worker thread autocannon leaves its aggregate figures out (it thinks it is one of
    // its own workers), so everything is counted here from the response events.
    const output: LoadRun = {
      seconds: (performance.now() - started) / 1000,
      latencies: Float64Array.from(times),
      non2xx,
      errors: (result.errors ?? 0) + (result.timeouts ?? 0),
    };
    parentPort?.postMessage(output, [output.latencies.buffer]);
  },
);
instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
  times.push(ms);
  if (status < 200 || status > 299) non2xx++;
});
