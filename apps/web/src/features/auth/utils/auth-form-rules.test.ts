import { forgotPasswordInputSchema, loginInputSchema } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordRules, loginRules, toForgotPasswordInput, toLoginInput } from './auth-form-rules.ts';

/** The first message zod gives for a field, or true when the field is valid. */
function zodVerdict(schema: z.ZodType, values: Record<string, string>, field: string): string | true {
  const result = schema.safeParse(values);
  if (result.success) return true;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? true;
}

function ruleVerdict(
  rules: Record<string, { validate?: unknown }>,
  values: Record<string, string>,
  field: string,
) {
  const validate = rules[field]?.validate as (value: string) => string | boolean;
  const verdict = validate(values[field] ?? '');
  return verdict === false ? 'invalid' : verdict;
}

const long = (length: number, tail = '') => 'a'.repeat(length - tail.length) + tail;

describe('login form rules match contracts’ loginInputSchema', () => {
  it.each([
    { email: '', password: '' },
    { email: '   ', password: 'x' },
    { email: ' mario@example.it ', password: ' segreta ' },
    { email: 'not an address', password: 'p' },
    { email: long(254), password: long(1024) },
    { email: long(255), password: long(1025) },
    { email: ` ${long(254)} `, password: 'p' },
  ])('%o', (values) => {
    for (const field of ['email', 'password']) {
      expect(ruleVerdict(loginRules, values, field)).toBe(zodVerdict(loginInputSchema, values, field));
    }
    const parsed = loginInputSchema.safeParse(values);
    if (parsed.success) expect(toLoginInput(values)).toEqual(parsed.data);
  });
});

describe('forgotten-password rules match contracts’ forgotPasswordInputSchema', () => {
  it.each([
    '',
    '   ',
    'mario',
    'mario@example',
    ' mario@example.it ',
    'mario.rossi+crm@example.co.uk',
    '.mario@example.it',
    'mario..rossi@example.it',
    long(254, '@example.it'),
    long(255, '@example.it'),
    long(255, '@example'),
  ])('"%s"', (email) => {
    const values = { email };
    expect(ruleVerdict(forgotPasswordRules, values, 'email')).toBe(
      zodVerdict(forgotPasswordInputSchema, values, 'email'),
    );
    const parsed = forgotPasswordInputSchema.safeParse(values);
    if (parsed.success) expect(toForgotPasswordInput(values)).toEqual(parsed.data);
  });
});
