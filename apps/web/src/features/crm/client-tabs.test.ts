import type { PermissionName } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ClientTabDefinition,
  composeClientTabs,
  crmClientTabs,
  resolveClientTab,
  visibleClientTabs,
} from './client-tabs.ts';

const component = crmClientTabs[0]!.component;
const opportunities: ClientTabDefinition = {
  key: 'opportunita',
  label: 'Opportunità',
  permission: 'view_opportunities',
  order: 20,
  component,
};

describe('client tab registry', () => {
  it('orders the tabs of every module, Attività last', () => {
    const tabs = composeClientTabs(crmClientTabs, [opportunities]);
    expect(tabs.map((tab) => tab.key)).toEqual(['panoramica', 'persone', 'opportunita', 'attivita']);
  });

  it('refuses a key used twice', () => {
    expect(() => composeClientTabs(crmClientTabs, [{ ...opportunities, key: 'persone' }])).toThrow(/persone/);
  });

  it('hides tabs the user may not open', () => {
    const tabs = composeClientTabs(crmClientTabs, [opportunities]);
    const held = new Set<PermissionName>(['view_clients']);
    expect(visibleClientTabs(tabs, (permission) => held.has(permission)).map((tab) => tab.key)).toEqual([
      'panoramica',
      'attivita',
    ]);
  });

  it('resolves the URL tab: default first, unknown → null', () => {
    expect(resolveClientTab(crmClientTabs, undefined)?.key).toBe('panoramica');
    expect(resolveClientTab(crmClientTabs, 'Attivita')?.key).toBe('attivita');
    expect(resolveClientTab(crmClientTabs, 'contratti')).toBeNull();
  });
});
