import fs from 'node:fs';
import path from 'node:path';

/** Decodes a quoted-printable body (nodemailer uses it for Italian text with accents). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The .eml files written to DATA_DIR/mail, oldest first. */
export function listMails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Waits (mail goes out in the background) until there are `count` mails; returns the newest decoded. */
export async function waitForMail(dataDir: string, count: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = listMails(dataDir);
    if (files.length >= count) return decodeQuotedPrintable(fs.readFileSync(files.at(-1) as string, 'utf8'));
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} mails in ${dataDir}/mail`);
}

export function resetCodeFrom(mail: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error('no reset link in mail');
  return match[1];
}
