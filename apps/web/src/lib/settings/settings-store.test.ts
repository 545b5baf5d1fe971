import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  json,
  opportunitiesSettings,
  peopleSettings,
  productSettings,
} from '../../test/fixtures.ts';
import { SETTINGS_STORAGE_KEY, useSettingsStore } from './settings-store.ts';

beforeEach(() => useSettingsStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

function serve(overrides: Record<string, () => Response> = {}) {
  const api = fakeApi({
    'GET /api/people/settings': () => json(peopleSettings),
    'GET /api/officina/settings': () => json(productSettings),
    'GET /api/opportunities/settings': () => json(opportunitiesSettings),
    'GET /api/lookups/todo_categories': () => json({ data: todoCategories }),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  return api;
}

const todoCategories = [
  {
    id: 90,
    kind: 'todo_categories',
    key: 'support',
    name: 'Assistenza',
    color: null,
    position: 1,
    is_closed: false,
    is_won: false,
    is_lost: false,
  },
];

describe('settings store', () => {
  it('loads the three settings endpoints and the to-do categories', async () => {
    const api = serve();
    await useSettingsStore.getState().load();
    expect(api.calls.map((call) => call.url).sort()).toEqual([
      '/api/lookups/todo_categories',
      '/api/officina/settings',
      '/api/opportunities/settings',
      '/api/people/settings',
    ]);
    const state = useSettingsStore.getState();
    expect(state.people).toEqual(peopleSettings);
    expect(state.product).toEqual(productSettings);
    expect(state.opportunities).toEqual(opportunitiesSettings);
    expect(state.todoCategories).toEqual(todoCategories);
  });

  it('flags the last subuser active once people settings load', async () => {
    serve();
    await useSettingsStore.getState().load();
    expect(useSettingsStore.getState().activeSubuserId).toBe(7);
  });

  it('keeps the parts that loaded when one endpoint fails', async () => {
    serve({ 'GET /api/opportunities/settings': () => json({ alert: { message: 'Vietato' } }, 403) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await useSettingsStore.getState().load();
    expect(useSettingsStore.getState().people).toEqual(peopleSettings);
    expect(useSettingsStore.getState().opportunities).toBeNull();
    logged.mockRestore();
  });

  it('is persisted and restored', async () => {
    serve();
    await useSettingsStore.getState().load();
    const persisted = localStorage.getItem(SETTINGS_STORAGE_KEY);
    expect(persisted).toContain('Prospect');

    useSettingsStore.setState({ people: null, product: null, opportunities: null, activeSubuserId: null });
    localStorage.setItem(SETTINGS_STORAGE_KEY, persisted!);
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({ people: peopleSettings, activeSubuserId: 7 });
  });

  it('has the fixed weekday and month lists', () => {
    const { weekdays, months } = useSettingsStore.getState();
    expect(weekdays.map((day) => day.title)).toEqual([
      'Lunedì',
      'Martedì',
      'Mercoledì',
      'Giovedì',
      'Venerdì',
      'Sabato',
      'Domenica',
    ]);
    expect(months).toHaveLength(12);
  });
});
