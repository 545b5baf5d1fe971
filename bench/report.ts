/** The shape shared by the data benches (CRM, time tracking, opportunities) and its Markdown. */
export interface EngineBenchFigures {
  connections: number;
  secondsPerTarget: number;
  targetP95Ms: number;
  meetsTarget: boolean;
  engines: {
    engine: 'sqlite' | 'postgres';
    seedSeconds: number;
    targets: { name: string; requestsPerSecond: number; p50Ms: number; p95Ms: number; failures: number }[];
  }[];
}

export function engineBenchMarkdown(f: EngineBenchFigures): string[] {
  const lines = ['| engine | target | req/s | p50 ms | p95 ms | failures |', '|---|---|---:|---:|---:|---:|'];
  for (const e of f.engines) {
    for (const t of e.targets) {
      const p95 = t.p95Ms <= f.targetP95Ms ? t.p95Ms.toFixed(1) : `**${t.p95Ms.toFixed(1)}**`;
      lines.push(
        `| ${e.engine} | ${t.name} | ${Math.round(t.requestsPerSecond)} | ${t.p50Ms.toFixed(1)} | ${p95} | ${t.failures} |`,
      );
    }
  }
  lines.push(
    '',
    `${f.connections} connections, ${f.secondsPerTarget} s per target. Seeding took ` +
      f.engines.map((e) => `${Math.round(e.seedSeconds)} s (${e.engine})`).join(', ') +
      `. Target p95 < ${f.targetP95Ms} ms: **${f.meetsTarget ? 'met' : 'not met'}** (figures over it in bold).`,
  );
  return lines;
}
