import * as contracts from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

const described = {
  health: contracts.healthEndpoint,
  login: contracts.loginEndpoint,
  logout: contracts.logoutEndpoint,
  forgotPassword: contracts.forgotPasswordEndpoint,
  resetPassword: contracts.resetPasswordEndpoint,
  userAuth: contracts.userAuthEndpoint,
  permissions: contracts.permissionsEndpoint,
  updateProfile: contracts.updateProfileEndpoint,
  peopleSettings: contracts.peopleSettingsEndpoint,
  productSettings: contracts.productSettingsEndpoint,
  opportunitiesSettings: contracts.opportunitiesSettingsEndpoint,
  lookups: contracts.lookupsEndpoint,
} satisfies Record<keyof typeof endpoints, contracts.Endpoint>;

describe('endpoint references (zod-free copies of contracts endpoints)', () => {
  it.each(Object.keys(endpoints) as (keyof typeof endpoints)[])(
    '%s has the method and path of contracts',
    (name) => {
      expect(endpoints[name]).toEqual({ method: described[name].method, path: described[name].path });
    },
  );
});
