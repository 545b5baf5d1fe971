/**
 * The web app's build: Vite's production build into apps/web/dist (`npm run build --workspace
 * @officina/web`). Called by build.ts when the web sources changed since the last build.
 */
import { spawnSync } from 'node:child_process';

export function buildWeb(root: string): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--workspace', '@officina/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Compilazione dell’interfaccia web non riuscita.');
}
