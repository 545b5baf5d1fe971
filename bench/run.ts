/**
 * `npm run bench [-- name …]`: the benchmarks (all, or the named ones: bundle, api, pg-lists, startup, crm,
 * timings, opportunities, documentations, attachments, schedules-window, search, dashboard, lighthouse), each written with the machine and the date between its own markers in
 * docs/PERFORMANCE.md. Not part of `npm test`: timings belong to benchmarks, not to tests.
 * The data benches seed 100k–1M rows on SQLite and PostgreSQL; all of them take several minutes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EngineBenchFigures } from './report.ts';
import { engineBenchMarkdown } from './report.ts';

const DOC = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Section {
  markdown: string[];
  ok: boolean;
}

const benches: Record<string, () => Promise<Section>> = {
  async bundle() {
    const { runBundleBench } = await import('./bundle.ts');
    const b = await runBundleBench();
    return {
      ok: b.withinLimit,
      markdown: [
        '| what | gzip -9 | limit |',
        '|---|---:|---:|',
        `| JS of the /login route | ${kb(b.loginRouteGzip)} | ${kb(b.limitGzip)} (${b.withinLimit ? 'met' : 'not met'}) |`,
        `| entry chunk + static imports | ${kb(b.entryGzip)} | |`,
        `| all JS | ${kb(b.totalJsGzip)} | |`,
        `| all CSS | ${kb(b.totalCssGzip)} | |`,
      ],
    };
  },
  async api() {
    const { apiBenchMarkdown, formatApiBench, runApiBench } = await import('./api.ts');
    const runs = [];
    for (const engine of ['sqlite', 'postgres'] as const) {
      const a = await runApiBench({ engine });
      console.info(formatApiBench(a));
      runs.push(a);
    }
    return { ok: runs.every((a) => a.meetsTarget), markdown: apiBenchMarkdown(runs) };
  },
  async 'pg-lists'() {
    const { pgListsMarkdown, runPgListsBench } = await import('./pg-lists.ts');
    const f = await runPgListsBench();
    return { ok: f.meetsRatio && f.meetsP95, markdown: pgListsMarkdown(f) };
  },
  async startup() {
    const { runStartupBench, startupBenchMarkdown } = await import('./startup.ts');
    const f = await runStartupBench();
    return { ok: f.meetsTarget, markdown: startupBenchMarkdown(f) };
  },
  crm: () => engineBench(import('./crm.ts').then((m) => m.runCrmBench())),
  timings: () => engineBench(import('./timings.ts').then((m) => m.runTimingsBench())),
  opportunities: () => engineBench(import('./opportunities.ts').then((m) => m.runOpportunitiesBench())),
  async documentations() {
    const { documentationsBenchMarkdown, runDocumentationsBench } = await import('./documentations.ts');
    const pages = Number(process.env.BENCH_DOC_PAGES) || undefined;
    const f = await runDocumentationsBench(pages ? { pages } : {});
    return { ok: f.meetsTarget && f.meetsRatio, markdown: documentationsBenchMarkdown(f) };
  },
  async attachments() {
    const { attachmentsBenchMarkdown, runAttachmentsBench } = await import('./attachments.ts');
    const rows = Number(process.env.BENCH_ATTACHMENT_ROWS) || undefined;
    const f = await runAttachmentsBench(rows ? { rows } : {});
    return { ok: f.meetsTarget && f.meetsRatio && f.meetsUpload, markdown: attachmentsBenchMarkdown(f) };
  },
  async 'schedules-window'() {
    const { runSchedulesWindowBench, schedulesWindowBenchMarkdown } = await import('./schedules-window.ts');
    const events = Number(process.env.BENCH_SCHEDULE_EVENTS) || undefined;
    const f = await runSchedulesWindowBench(events ? { events } : {});
    return { ok: f.meetsRatio, markdown: schedulesWindowBenchMarkdown(f) };
  },
  async search() {
    const { runSearchBench, searchBenchMarkdown } = await import('./search.ts');
    const documents = Number(process.env.BENCH_SEARCH_DOCUMENTS) || undefined;
    const f = await runSearchBench(documents ? { documents } : {});
    return { ok: f.meetsRatio, markdown: searchBenchMarkdown(f) };
  },
  async dashboard() {
    const { dashboardBenchMarkdown, runDashboardBench } = await import('./dashboard.ts');
    const entries = Number(process.env.BENCH_DASHBOARD_ENTRIES) || undefined;
    const f = await runDashboardBench(entries ? { entries } : {});
    return { ok: f.meetsRatio, markdown: dashboardBenchMarkdown(f) };
  },
  async lighthouse() {
    const { lighthouseBenchMarkdown, runLighthouseBench } = await import('./lighthouse.ts');
    const f = await runLighthouseBench();
    return { ok: f.meetsTargets, markdown: lighthouseBenchMarkdown(f) };
  },
};

async function engineBench(figures: Promise<EngineBenchFigures>): Promise<Section> {
  const f = await figures;
  return { ok: f.meetsTarget, markdown: engineBenchMarkdown(f) };
}

function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
  const load = os.loadavg()[0]?.toFixed(1);
  return `${os.cpus().length} × ${cpu}, ${memory}, ${os.type()} ${os.release()}, Node ${process.version}, load ${load}`;
}

function writeSection(name: string, body: string[]): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const stamp = `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`;
  const section = [start, stamp, '', ...body, end].join('\n');
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? doc.slice(0, from) + section + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n### ${name}\n\n${section}\n`;
  writeFileSync(DOC, next);
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length > 0 ? wanted : Object.keys(benches);
let allOk = true;
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Benchmark sconosciuto: ${name} (disponibili: ${Object.keys(benches).join(', ')})`);
    process.exit(2);
  }
  console.info(`\n== bench ${name}`);
  const section = await bench();
  writeSection(name, section.markdown);
  allOk &&= section.ok;
}
console.info(`\nFigures written to ${path.relative(process.cwd(), DOC)}`);
if (!allOk) process.exitCode = 1;
