import { describe, expect, it } from 'vitest';
import { parseSort, sortSchema } from './sort.ts';

describe('sortSchema', () => {
  const schema = sortSchema(['name', 'created_at'] as const);

  it('accepts each column ascending and descending', () => {
    expect(schema.options).toEqual(['name', 'created_at', '-name', '-created_at']);
    expect(schema.parse('-created_at')).toBe('-created_at');
  });

  it('rejects other columns in Italian', () => {
    expect(schema.safeParse('password').error?.issues[0]?.message).toBe('Ordinamento non valido');
  });

  it('splits column and direction', () => {
    expect(parseSort('-name')).toEqual({ column: 'name', direction: 'desc' });
    expect(parseSort('name')).toEqual({ column: 'name', direction: 'asc' });
  });
});
