import { testEngine } from '../test-db.ts';

/**
 * What another instance on the same database answers after a change made through this one. SQLite:
 * at once (the file's data_version moved). PostgreSQL: once the change's notification has reached
 * the other instance, about a millisecond after the commit — a request in between gets the old
 * answer (decision 0016) — so it is asked again every 20 ms, up to 3 s. Returns the last answer,
 * which the caller checks.
 */
export async function answerOfOther<T>(read: () => Promise<T>, changed: (answer: T) => boolean): Promise<T> {
  let answer = await read();
  for (let i = 0; testEngine === 'postgres' && !changed(answer) && i < 150; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await read();
  }
  return answer;
}
