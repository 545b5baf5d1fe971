import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { AppConfig } from '../../config/config.ts';
import { createSecretFileOnce } from '../../config/secret-file.ts';

/** The server's Web Push identity: the key pair (base64url) and the contact in every signature. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_FILE_NAME = 'vapid.json';

const resolved = new WeakMap<AppConfig, VapidDetails>();

/** `mailto:` + the address of MAIL_FROM (`Officina <no-reply@officina.local>` → its address). */
export function defaultVapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

function checked(keys: { publicKey: string; privateKey: string }, subject: string, source: string) {
  try {
    webPush.setVapidDetails(subject, keys.publicKey, keys.privateKey);
  } catch (error) {
    throw new Error(`Chiavi VAPID non valide (${source}): ${(error as Error).message}`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

function readKeyFile(file: string): { publicKey: string; privateKey: string } {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`Il file ${file} non contiene publicKey e privateKey`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The key pair of DATA_DIR/vapid.json, generated when missing: written whole to a temporary file
 * (mode 0600) and then linked into place, so two processes starting at once keep the same pair
 * (the second link fails and that process reads the winner's) and no reader sees half a file.
 */
function ensureKeyFile(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, VAPID_FILE_NAME);
  if (!fs.existsSync(file)) {
    createSecretFileOnce(file, `${JSON.stringify(webPush.generateVAPIDKeys(), null, 2)}\n`);
  }
  return readKeyFile(file);
}

/**
 * The VAPID details of this configuration: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (several
 * instances must share them, or DATA_DIR), otherwise DATA_DIR/vapid.json generated on first use;
 * the subject VAPID_SUBJECT or the mailto of MAIL_FROM. Throws naming the source when a key is
 * malformed. Changing the keys invalidates every browser's subscription.
 */
export function vapidDetails(config: AppConfig): VapidDetails {
  const known = resolved.get(config);
  if (known) return known;
  const subject = config.push.vapidSubject ?? defaultVapidSubject(config.mailFrom);
  const { vapidPublicKey, vapidPrivateKey } = config.push;
  const details =
    vapidPublicKey && vapidPrivateKey
      ? checked(
          { publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
          subject,
          'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY',
        )
      : checked(ensureKeyFile(config.dataDir), subject, path.join(config.dataDir, VAPID_FILE_NAME));
  resolved.set(config, details);
  return details;
}
