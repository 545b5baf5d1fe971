import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';

/** This process among the instances: written beside what it claims (job runs, queue rows). */
export const INSTANCE_ID = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;

/**
 * Claims one run of a job for its due time (`runKey`, e.g. the day `2026-11-26` of a morning job):
 * true for the one caller — in this process or any other instance — whose insert made the row,
 * false for everyone after. Run it in the transaction that does the job's work, so a failed run
 * leaves no claim behind and is tried again.
 */
export async function claimJobRun(db: Db, job: string, runKey: string): Promise<boolean> {
  const rows = await db
    .insertInto('job_runs')
    .values({ job, run_key: runKey, claimed_by: INSTANCE_ID, claimed_at: nowIso() })
    .onConflict((oc) => oc.columns(['job', 'run_key']).doNothing())
    .returning('job')
    .execute();
  return rows.length === 1;
}
