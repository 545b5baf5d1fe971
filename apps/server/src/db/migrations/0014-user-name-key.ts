import { type Kysely, sql } from 'kysely';
import { normalizeText } from './frozen.ts';

/**
 * `users.name_key`: "Nome Cognome" normalised as every other sort key (`normalizeText`: lower case,
 * no accents), so lists sorted by a user (account manager, owner, project manager, a time entry's
 * user) put "Élodie Romano" among the E's on both engines — `lower()` left SQLite's accented names
 * after the Z. Filled here in JavaScript (users are few), then by the user repository (`userNameKeyOf`).
 */
export function userNameKey() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table users add column name_key text not null default ''`.execute(db);
      const { rows } = await sql<{ id: number; name: string; surname: string }>`
        select id, name, surname from users`.execute(db);
      for (const user of rows) {
        const key = normalizeText(`${user.name} ${user.surname}`);
        await sql`update users set name_key = ${key} where id = ${user.id}`.execute(db);
      }
    },
  };
}
