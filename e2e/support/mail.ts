import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

/**
 * Reads the newest mail the server wrote to DATA_DIR/mail for `to` and returns its decoded text. With
 * `since`, only mails written from then on (their names start with the time they were written), so a
 * mail of a run before is never taken for the one just asked.
 */
export async function latestMailTo(to: string, since?: Date): Promise<string | undefined> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  const from = since ? since.toISOString().replace(/[:.]/g, '-') : '';
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml') && f >= from)
    .sort();
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
