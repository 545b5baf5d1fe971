import { defaultGroups, defineAbilityFor, errorMessages } from '@officina/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.ts';
import { requirePermission } from '../src/plugins/auth.ts';

function requestWith(rules: (typeof defaultGroups)['admin']['rules']): FastifyRequest {
  return { user: { id: 1 }, ability: defineAbilityFor(rules) } as unknown as FastifyRequest;
}

describe('requirePermission', () => {
  it('lets a holder through and answers 403 with an Italian alert otherwise', async () => {
    const check = requirePermission('view_opportunities');
    await expect(check(requestWith(defaultGroups.sales.rules))).resolves.toBeUndefined();
    await expect(check(requestWith(defaultGroups.admin.rules))).resolves.toBeUndefined();
    const error = await check(requestWith(defaultGroups.technicians.rules)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(403);
    expect((error as ApiError).body).toEqual({ alert: { message: errorMessages.forbidden, type: 'error' } });
  });
});
