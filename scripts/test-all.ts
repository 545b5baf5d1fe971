/**
 * `npm test`: every check in turn, stopping at the first that fails, each stage's time printed as it
 * ends and all of them again at the end. The whole run has to fit CI's 90 minutes on a machine whose
 * speed varies 2–3× between sessions; the summary is what says which stage grew.
 */
import { spawnSync } from 'node:child_process';

const STAGES = [
  'lint',
  'typecheck',
  'test:unit',
  'test:api:sqlite',
  'test:api:pg',
  'test:e2e',
  'test:reliability',
] as const;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const say = (text: string) => process.stdout.write(`${text}\n`);

const done: string[] = [];
const started = Date.now();
let failed: string | undefined;

for (const stage of STAGES) {
  const from = Date.now();
  say(`\n== npm test: ${stage} (${new Date(from).toISOString()})`);
  const { status, signal } = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  const line = `${stage.padEnd(18)} ${minutes(Date.now() - from)}${status === 0 ? '' : ' — FAILED'}`;
  done.push(line);
  say(`== npm test: ${line}`);
  if (status !== 0) {
    failed = `${stage} (${signal ? `signal ${signal}` : `exit ${status}`})`;
    break;
  }
}

say(`\n== npm test, stages:\n${done.map((line) => `   ${line}`).join('\n')}`);
say(`   ${'total'.padEnd(18)} ${minutes(Date.now() - started)}`);
if (failed) {
  process.stderr.write(`npm test: ${failed} failed\n`);
  process.exit(1);
}
