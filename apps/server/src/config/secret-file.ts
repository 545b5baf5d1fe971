import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets the server generates once into DATA_DIR (the JWT secret, the vault's keyring, the VAPID
 * keys): written whole, mode 0600, flushed to disk, so that no reader — another instance starting at
 * the same moment — ever sees half a file.
 */

/** A complete temporary file beside `file` holding `text`, mode 0600, flushed; answers its path. */
export function writeSecretTemporary(file: string, text: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  // The umask may have narrowed it further, never widened: make it exactly 0600.
  fs.chmodSync(temporary, 0o600);
  return temporary;
}

/**
 * Creates `file` with `text` unless it exists: written beside it, then linked into place. Two
 * processes racing both link, one wins and the other keeps the winner's file. Answers whether this
 * call created it; either way the caller reads `file` afterwards.
 */
export function createSecretFileOnce(file: string, text: string): boolean {
  if (fs.existsSync(file)) return false;
  const temporary = writeSecretTemporary(file, text);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
