import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

/** Reads the newest mail the server wrote to DATA_DIR/mail for `to` and returns its decoded text. */
export async function latestMailTo(to: string): Promise<string | undefined> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    if (raw.toLowerCase().includes(to.toLowerCase())) return decodeQuotedPrintable(raw);
  }
  return undefined;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
