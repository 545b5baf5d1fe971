/** A vault key's length: AES-256. */
export const VAULT_KEY_BYTES = 32;

const HEX = /^[0-9a-f]{64}$/i;
const BASE64 = /^[A-Za-z0-9+/_-]{43}=?$/;

/** One key as written in VAULT_KEY or the keyring file: 64 hex digits or base64 (base64url too). */
export function decodeVaultKey(text: string): Buffer | null {
  const value = text.trim();
  if (HEX.test(value)) return Buffer.from(value, 'hex');
  if (!BASE64.test(value)) return null;
  const key = Buffer.from(
    value.replace(/=$/, ''),
    value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
  );
  return key.length === VAULT_KEY_BYTES ? key : null;
}

/**
 * VAULT_KEY: one or more 32-byte keys, comma-separated; the first encrypts, the others only decrypt
 * (the old key during a rotation). Answers the keys or, when one is malformed, an Italian message
 * that never quotes the value.
 */
export function parseVaultKeys(text: string): Buffer[] | string {
  const parts = text.split(',').map((part) => part.trim());
  const keys: Buffer[] = [];
  for (const [i, part] of parts.entries()) {
    const key = decodeVaultKey(part);
    if (!key) {
      const which = parts.length > 1 ? `la chiave n. ${i + 1}` : 'la chiave';
      return (
        `${which} non è valida: servono 32 byte in base64 (44 caratteri) o 64 cifre esadecimali, ` +
        'più chiavi separate da virgole (genera una chiave con: openssl rand -base64 32)'
      );
    }
    if (!keys.some((k) => k.equals(key))) keys.push(key);
  }
  return keys;
}
