/**
 * The logging the context and the mailer need. Fastify's pino logger satisfies it; command-line
 * tools pass consoleLog so they do not have to build a server to print a line.
 */
export interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const line = (fields: object, message: string) =>
  Object.keys(fields).length > 0 ? `${message} ${JSON.stringify(fields)}` : message;

export const consoleLog: Log = {
  info: (fields, message) => console.info(line(fields, message)),
  warn: (fields, message) => console.warn(line(fields, message)),
  error: (fields, message) => console.error(line(fields, message)),
};
