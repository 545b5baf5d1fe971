import { ConfigError } from '../config/config.ts';

/** Runs a command-line task: exit 0 on success, 1 with a one-line Italian/English message on failure. */
export function runCli(task: () => Promise<void>): void {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else console.error('Errore (error):', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
