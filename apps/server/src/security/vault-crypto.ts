import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The vault's sealed values: AES-256-GCM with a fresh 12-byte IV per value, the 16-byte tag and the
 * id of the key beside each value, all in one text column:
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). The field's name (`secret`, `notes`) is the
 * additional authenticated data, so a value moved to another field does not open.
 */

/** The fields the vault seals: each is the AAD of its values. */
export type VaultField = 'secret' | 'notes';

export interface VaultKey {
  /** First 8 bytes (hex) of SHA-256 over a fixed label and the key: names the key, reveals nothing. */
  kid: string;
  key: Buffer;
}

/** A value that cannot be opened (unknown key, tampered, malformed). Never carries the value. */
export class VaultError extends Error {
  override name = 'VaultError';
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KID_LABEL = 'officina-vault-key-id\u0000';
/** Where the key id starts in an envelope (0-based, after `v1.`), for SQL that groups values by key. */
export const KID_OFFSET = VERSION.length + 1;
export const KID_LENGTH = 16;
const ENVELOPE = /^v1\.([0-9a-f]{16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]*)$/;

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(KID_LABEL).update(key).digest().subarray(0, 8).toString('hex');
}

export function vaultKey(key: Buffer): VaultKey {
  return { kid: keyIdOf(key), key };
}

/** Encrypts `plaintext` of `field` under `key`. */
export function seal(key: VaultKey, field: VaultField, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    key.kid,
    iv.toString('base64url'),
    tag.toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The key id an envelope names, or null when it is not an envelope. */
export function envelopeKid(envelope: string): string | null {
  return ENVELOPE.exec(envelope)?.[1] ?? null;
}

/** Decrypts an envelope of `field` with `key` (whose kid it names); VaultError when it does not open. */
export function open(key: VaultKey, field: VaultField, envelope: string): string {
  const parts = ENVELOPE.exec(envelope);
  if (!parts) throw new VaultError('Valore cifrato non riconosciuto.');
  const [, kid, iv, tag, body] = parts as unknown as [string, string, string, string, string];
  if (kid !== key.kid) throw new VaultError(`Il valore è cifrato con la chiave ${kid}, non con ${key.kid}.`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new VaultError(
      `Il valore cifrato con la chiave ${kid} non si decifra (chiave errata o dato alterato).`,
    );
  }
}
