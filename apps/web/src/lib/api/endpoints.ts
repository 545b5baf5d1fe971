import type {
  Endpoint,
  forgotPasswordEndpoint,
  healthEndpoint,
  loginEndpoint,
  logoutEndpoint,
  lookupsEndpoint,
  opportunitiesSettingsEndpoint,
  peopleSettingsEndpoint,
  permissionsEndpoint,
  productSettingsEndpoint,
  resetPasswordEndpoint,
  updateProfileEndpoint,
  userAuthEndpoint,
} from '@officina/contracts';

declare const described: unique symbol;

/**
 * Method and path of an endpoint of @officina/contracts, typed by it, without its zod schemas.
 * Why: a runtime import from the contracts barrel builds every zod schema (zod's classic API cannot be
 * tree-shaken, ≈ 45 KB gzip), and the entry and login chunks must stay under the bundle budget
 * (≤ 150 KB gzip for /login). endpoints.test.ts checks each reference against contracts.
 */
export interface EndpointRef<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  /** Type only: the contracts endpoint this stands for (its body and response types). */
  readonly [described]?: E;
}

const ref = <E extends Endpoint>(method: E['method'], path: string): EndpointRef<E> => ({ method, path });

/** Endpoints the always-loaded code (API client, session, settings, public pages) calls. */
export const endpoints = {
  health: ref<typeof healthEndpoint>('GET', '/health'),
  login: ref<typeof loginEndpoint>('POST', '/auth/login'),
  logout: ref<typeof logoutEndpoint>('POST', '/auth/logout'),
  forgotPassword: ref<typeof forgotPasswordEndpoint>('POST', '/auth/password/forgot'),
  resetPassword: ref<typeof resetPasswordEndpoint>('POST', '/auth/password/reset'),
  userAuth: ref<typeof userAuthEndpoint>('GET', '/user/auth'),
  permissions: ref<typeof permissionsEndpoint>('GET', '/user/permissions'),
  updateProfile: ref<typeof updateProfileEndpoint>('PUT', '/user/profile'),
  peopleSettings: ref<typeof peopleSettingsEndpoint>('GET', '/people/settings'),
  productSettings: ref<typeof productSettingsEndpoint>('GET', '/officina/settings'),
  opportunitiesSettings: ref<typeof opportunitiesSettingsEndpoint>('GET', '/opportunities/settings'),
  lookups: ref<typeof lookupsEndpoint>('GET', '/lookups/:kind'),
} as const;
