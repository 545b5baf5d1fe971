/**
 * `npm run bench`: every benchmark in one run, then the figures (with the machine and the date) are
 * written between the markers of docs/PERFORMANCE.md. Not part of `npm test`: timings belong to
 * benchmarks, not to tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatApiBench, runApiBench } from './api.ts';
import { runBundleBench } from './bundle.ts';

const DOC = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
  return `${os.cpus().length} × ${cpu}, ${memory}, ${os.type()} ${os.release()}, Node ${process.version}`;
}

const bundle = await runBundleBench();
const api = await runApiBench();
const apiTable = formatApiBench(api);
console.info(apiTable);

const section = [
  START,
  `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`,
  '',
  '### API against a bare Fastify route',
  '',
  '| target | req/s | p50 ms | p95 ms | vs bare | failures |',
  '|---|---:|---:|---:|---:|---:|',
  ...api.targets.map(
    (t) =>
      `| ${t.name} | ${Math.round(t.requestsPerSecond)} | ${t.p50Ms.toFixed(1)} | ${t.p95Ms.toFixed(1)} | ` +
      `${Math.round(t.ratio * 100)}% | ${t.failures} |`,
  ),
  '',
  `${api.connections} connections, ${api.secondsPerTarget} s per target in ${api.rounds} interleaved rounds, ` +
    `SQLite. Target ≥ ${api.targetRatio * 100}% of the bare route's req/s: **${api.meetsTarget ? 'met' : 'not met'}**.`,
  '',
  '### Web bundle (gzip -9)',
  '',
  '| what | size | limit |',
  '|---|---:|---:|',
  `| JS of the /login route | ${kb(bundle.loginRouteGzip)} | ${kb(bundle.limitGzip)} (${bundle.withinLimit ? 'met' : 'not met'}) |`,
  `| entry chunk + static imports | ${kb(bundle.entryGzip)} | |`,
  `| all JS | ${kb(bundle.totalJsGzip)} | |`,
  `| all CSS | ${kb(bundle.totalCssGzip)} | |`,
  END,
].join('\n');

const doc = readFileSync(DOC, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
const next =
  from >= 0 && to > from ? doc.slice(0, from) + section + doc.slice(to + END.length) : `${doc}\n${section}\n`;
writeFileSync(DOC, next);
console.info(`Figures written to ${path.relative(process.cwd(), DOC)}`);
if (!api.meetsTarget || !bundle.withinLimit) process.exitCode = 1;
