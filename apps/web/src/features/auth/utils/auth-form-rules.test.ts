import { forgotPasswordInputSchema, loginInputSchema } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { regexes } from 'zod/v4/core';
import {
  EMAIL_PATTERN,
  forgotPasswordValidators,
  loginValidators,
  toForgotPasswordInput,
  toLoginInput,
} from './auth-form-rules.ts';

/** The first message zod gives for a field, or true when the field is valid. */
function zodVerdict(schema: z.ZodType, values: Record<string, string>, field: string): string | true {
  const result = schema.safeParse(values);
  if (result.success) return true;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? true;
}

function ruleVerdict(
  validators: Record<string, (value: string) => string | true>,
  values: Record<string, string>,
  field: string,
) {
  return validators[field]?.(values[field] ?? '');
}

const long = (length: number, tail = '') => 'a'.repeat(length - tail.length) + tail;

it('copies zod’s e-mail pattern', () => {
  // `\-` and `-` mean the same at the end of a character class (the linter drops the escape).
  const plain = (pattern: RegExp) => pattern.source.replaceAll('\\-', '-');
  expect(plain(EMAIL_PATTERN)).toBe(plain(regexes.email));
});

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
      expect(ruleVerdict(loginValidators, values, field)).toBe(zodVerdict(loginInputSchema, values, field));
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
    expect(ruleVerdict(forgotPasswordValidators, values, 'email')).toBe(
      zodVerdict(forgotPasswordInputSchema, values, 'email'),
    );
    const parsed = forgotPasswordInputSchema.safeParse(values);
    if (parsed.success) expect(toForgotPasswordInput(values)).toEqual(parsed.data);
  });
});
