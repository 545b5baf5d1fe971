import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/plugins/logging.ts';

/** What one logger writes, as lines. */
function capture() {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const { stream: destination, ...options } = loggerOptions('info', stream);
  const log = pino(options, destination);
  return { log, lines };
}

describe('log redaction', () => {
  it('hides secrets but keeps error codes an operator needs', () => {
    const { log, lines } = capture();
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    log.error({ err: deadlock }, 'request errored');
    log.info({ code: 'FST_ERR_VALIDATION' }, 'client error');
    log.info(
      { body: { code: 'codice-di-reset', password: 'segreta-123' }, user: { token: 'jwt.abc.def' } },
      'something',
    );
    const text = lines.join('');
    expect(text).toContain('"code":"40P01"');
    expect(text).toContain('FST_ERR_VALIDATION');
    expect(text).not.toContain('codice-di-reset');
    expect(text).not.toContain('segreta-123');
    expect(text).not.toContain('jwt.abc.def');
  });
});
