// Development: the API with reload on file changes (port 3000) and Vite's dev server (port 5173),
// which proxies /api to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@officina/web'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
