import type { Lookup, OpportunitiesSettings, PeopleSettings, ProductSettings } from '@officina/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { months, weekdays } from './calendar-lists.ts';
import {
  fetchOpportunitiesSettings,
  fetchPeopleSettings,
  fetchProductSettings,
  fetchTodoCategories,
} from './settings-api.ts';

export const SETTINGS_STORAGE_KEY = 'officina:settings';

interface SettingsData {
  people: PeopleSettings | null;
  product: ProductSettings | null;
  opportunities: OpportunitiesSettings | null;
  /** To-do categories, which none of the three settings calls carries. */
  todoCategories: Lookup[] | null;
  /** The subuser flagged active: the last of people settings' list (the signed-in user). */
  activeSubuserId: number | null;
}

interface SettingsState extends SettingsData {
  weekdays: typeof weekdays;
  months: typeof months;
  setPeople: (people: PeopleSettings) => void;
  setActiveSubuser: (id: number | null) => void;
  /** Loads the three settings endpoints and the to-do categories; each part is stored as it arrives. */
  load: () => Promise<void>;
  reset: () => void;
}

const empty: SettingsData = {
  people: null,
  product: null,
  opportunities: null,
  todoCategories: null,
  activeSubuserId: null,
};

/** Lookups loaded after login and kept persistently. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...empty,
      weekdays,
      months,
      setPeople: (people) => set({ people, activeSubuserId: people.user_subusers.at(-1)?.id ?? null }),
      setActiveSubuser: (activeSubuserId) => set({ activeSubuserId }),
      load: async () => {
        const results = await Promise.allSettled([
          fetchPeopleSettings().then((people) => get().setPeople(people)),
          fetchProductSettings().then((product) => set({ product })),
          fetchOpportunitiesSettings().then((opportunities) => set({ opportunities })),
          fetchTodoCategories().then((todoCategories) => set({ todoCategories })),
        ]);
        for (const result of results) {
          if (result.status === 'rejected') console.error('Impostazioni non caricate', result.reason);
        }
      },
      reset: () => set({ ...empty }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ people, product, opportunities, todoCategories, activeSubuserId }) => ({
        people,
        product,
        opportunities,
        todoCategories,
        activeSubuserId,
      }),
    },
  ),
);
