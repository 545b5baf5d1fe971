import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { createSecretFileOnce } from './secret-file.ts';

/**
 * The JWT signing secret: JWT_SECRET when set, otherwise a random one generated on first start and
 * kept in DATA_DIR/jwt-secret (mode 600) so tokens survive restarts. Several instances behind a load
 * balancer must share JWT_SECRET instead, since each machine would otherwise generate its own.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole then linked into place: another instance starting now reads the same secret,
  // never an empty file (a plain 'wx' write could be read between its create and its write).
  createSecretFileOnce(file, `${randomBytes(48).toString('base64url')}\n`);
  return fs.readFileSync(file, 'utf8').trim();
}
