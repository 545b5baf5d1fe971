// Minimal types for the parts of autocannon that the benches (bench/) and the reliability suite's load
// test (apps/server/reliability/) use: the package ships none. Both tsconfigs include this file.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Context {
    [key: string]: unknown;
  }

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Runs before each send on the connection; returns the request to send. */
    setupRequest?: (request: Request, context: Context) => Request;
    /** Runs on each answer, with its body, on the connection's context. */
    onResponse?: (status: number, body: string, context: Context) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    /** Seconds a request may take before it counts as a time-out. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Sent in turn, over and over, by every connection. */
    requests?: Request[];
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p90: number; p99: number; max: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
