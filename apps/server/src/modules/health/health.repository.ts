import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Round-trips the database; throws when it is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
