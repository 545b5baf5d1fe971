import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { timestampToIso } from '../src/db/postgres.ts';

const general = pg.types.getTypeParser(1184, 'text') as (value: string) => Date;

describe('timestamptz text → ISO', () => {
  it('slices a UTC value to the same string the general parser gives', () => {
    for (const value of [
      '2026-10-05 06:00:00+00',
      '2026-10-05 06:00:00.1+00',
      '2026-10-05 06:00:00.12+00',
      '2026-10-05 06:00:00.123+00',
      '2026-10-05 06:00:00.123456+00',
      '1999-12-31 23:59:59.999+00',
    ]) {
      expect(timestampToIso(value, general)).toBe(general(value).toISOString());
    }
  });
  it('hands other offsets and special values to the general parser', () => {
    expect(timestampToIso('2026-10-05 08:00:00+02', general)).toBe('2026-10-05T06:00:00.000Z');
    expect(timestampToIso('2026-10-05 08:00:00.5+05:30', general)).toBe('2026-10-05T02:30:00.500Z');
  });
});
