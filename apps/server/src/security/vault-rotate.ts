import type { Db } from '../db/database.ts';
import { open, seal, VaultError, type VaultKey, vaultKey } from './vault-crypto.ts';
import { ensureKeyring, generateVaultKey, keyringPath, writeKeyring } from './vault-keyring.ts';
import { replaceValue, VAULT_COLUMNS, valuesNotUnder } from './vault-store.ts';

export interface RotateOptions {
  db: Db;
  dataDir: string;
  /** VAULT_KEY's keys (the new one first); empty: the keyring file. */
  envKeys: Buffer[];
  /** Progress lines, in Italian (awaited: tests act between two batches). */
  say?: (line: string) => void | Promise<void>;
  /** Values re-encrypted per query. */
  batchSize?: number;
  /**
   * With the keyring file: how long to wait after writing the new key before re-encrypting, so every
   * running instance has read it (they look at the file every 2 s) and encrypts under it.
   */
  settleMs?: number;
}

export interface RotateSummary {
  mode: 'env' | 'file';
  /** The key id everything is sealed under now. */
  kid: string;
  /** The key ids no value uses any more (dropped from the file; to drop from VAULT_KEY). */
  retired: string[];
  reencrypted: number;
  /** Values a running server changed while they were being re-encrypted (then done again). */
  raced: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key a stored value names; VaultError saying what to do when it is not at hand. */
function keyFor(keys: VaultKey[], value: string, id: number, field: string): VaultKey {
  const kid = value.split('.', 2)[1] ?? '';
  const key = keys.find((k) => k.kid === kid);
  if (key) return key;
  throw new VaultError(
    `la credenziale n. ${id} (${field}) è cifrata con la chiave ${kid || '?'}, che non è disponibile: ` +
      'aggiungila (VAULT_KEY o vault.key) e ripeti la rotazione',
  );
}

/**
 * Re-encrypts every stored value not under `current`, in batches, each replaced only if it is
 * still what was read (`where column = old`): the server keeps serving meanwhile. Loops until no
 * value under another key is left, so a value a running instance wrote with the old key is caught.
 */
async function reencryptAll(
  db: Db,
  current: VaultKey,
  keys: VaultKey[],
  batchSize: number,
  say: (line: string) => void | Promise<void>,
): Promise<{ reencrypted: number; raced: number }> {
  let reencrypted = 0;
  let raced = 0;
  // A whole pass over every column finding nothing left ends it: a value an instance wrote under an
  // old key into a column already done is caught by the next pass.
  for (let found = true; found; ) {
    found = false;
    for (const where of VAULT_COLUMNS) {
      let previous = '';
      for (;;) {
        const batch = await valuesNotUnder(db, where, current.kid, batchSize);
        if (batch.length === 0) break;
        // The same values twice in a row: nothing is moving, stop rather than spin.
        const seen = JSON.stringify(batch);
        if (seen === previous)
          throw new VaultError(`${where.table}.${where.column}: ricifratura ferma, riprova`);
        previous = seen;
        found = true;
        for (const { id, value } of batch) {
          const sealed = seal(
            current,
            where.field,
            open(keyFor(keys, value, id, where.field), where.field, value),
          );
          if (await replaceValue(db, where, id, value, sealed)) reencrypted += 1;
          else raced += 1;
        }
        await say(`  ${where.table}.${where.column}: ${reencrypted} valori ricifrati finora…`);
      }
    }
  }
  return { reencrypted, raced };
}

/**
 * `npm run vault:rotate` (docs/modules/keyholders.md, "Rotazione della chiave"). With the keyring
 * file: a new key is written first (the old ones kept), every value is re-encrypted under it, then
 * the old keys are dropped from the file. With VAULT_KEY: the operator has put the new key first;
 * everything is re-encrypted under it and the summary says which old keys can now be removed.
 */
export async function rotateVault(options: RotateOptions): Promise<RotateSummary> {
  const { db, dataDir, envKeys } = options;
  const say = options.say ?? (() => {});
  const batchSize = options.batchSize ?? 100;
  if (envKeys.length > 0) {
    const keys = envKeys.map(vaultKey);
    const current = keys[0] as VaultKey;
    await say(`Chiave da VAULT_KEY: tutto verrà cifrato con la prima (${current.kid}).`);
    const done = await reencryptAll(db, current, keys, batchSize, say);
    return { mode: 'env', kid: current.kid, retired: keys.slice(1).map((k) => k.kid), ...done };
  }
  const file = keyringPath(dataDir);
  const old = ensureKeyring(file);
  const current = generateVaultKey();
  writeKeyring(file, [current, ...old]);
  await say(`Nuova chiave ${current.kid} scritta in ${file} (le precedenti restano per decifrare).`);
  const settle = options.settleMs ?? 2_500;
  if (settle > 0) {
    await say('Attendo che i server in esecuzione leggano la nuova chiave…');
    await sleep(settle);
  }
  const done = await reencryptAll(db, current, [current, ...old], batchSize, say);
  writeKeyring(file, [current]);
  return { mode: 'file', kid: current.kid, retired: old.map((k) => k.kid), ...done };
}
