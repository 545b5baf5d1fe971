import argon2 from 'argon2';
import type { AppConfig } from '../config/config.ts';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash, never throws for either. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without a user, so an unknown e-mail costs as much as a
   * wrong password and response times do not reveal which e-mails exist.
   */
  burn(password: string): Promise<void>;
}

/** argon2id with the configured cost (OWASP defaults in production, cheap ones in tests). */
export function createPasswordHasher(params: AppConfig['argon2']): PasswordHasher {
  const options: argon2.HashOptions = { ...params, type: argon2.argon2id };
  let dummy: Promise<string> | undefined;
  const verify = async (hash: string, password: string) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    async burn(password) {
      dummy ??= argon2.hash('officina-dummy-password', options);
      await verify(await dummy, password);
    },
  };
}
