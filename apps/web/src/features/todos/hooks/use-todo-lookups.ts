import {
  type EndRepeatType,
  endRepeatTypes,
  type RepeatType,
  repeatTypes,
  todoPriorities,
  todoPriorityLabels,
} from '@officina/contracts';
import { useMemo } from 'react';
import type { IdOption } from '../../../components/form-id-select.tsx';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';

const repeatFallback: Record<RepeatType, string> = {
  none: 'Nessuna',
  daily: 'Giornaliera',
  weekly: 'Settimanale',
  monthly: 'Mensile',
  yearly: 'Annuale',
};
const endFallback: Record<EndRepeatType, string> = {
  never: 'Mai',
  after: 'Dopo N ripetizioni',
  on_date: 'In una data',
};

export interface TodoLookups {
  states: (IdOption & { is_closed: boolean })[];
  categories: IdOption[];
  users: IdOption[];
  /** The signed-in user (preselected as assignee). */
  meId: number | null;
  priorities: { key: (typeof todoPriorities)[number]; name: string }[];
  repeat: { key: RepeatType; name: string }[];
  endRepeat: { key: EndRepeatType; name: string }[];
}

/** To-do states and categories, recurrence labels (lookups `todo_type_repeat`, `todo_type_end_repeat`), colleagues, me. */
export function useTodoLookups(): TodoLookups {
  const product = useSettingsStore((state) => state.product);
  const people = useSettingsStore((state) => state.people);
  const todoCategories = useSettingsStore((state) => state.todoCategories);
  const activeSubuserId = useSettingsStore((state) => state.activeSubuserId);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useMemo(() => {
    const nameOf = <K extends string>(
      list: readonly { key: string; name: string }[] | undefined,
      key: K,
      fallback: string,
    ) => list?.find((entry) => entry.key === key)?.name ?? fallback;
    return {
      states: [...(product?.todo_states ?? [])].sort((a, b) => a.position - b.position),
      categories: [...(todoCategories ?? [])].sort((a, b) => a.position - b.position),
      users: (people?.user_subusers ?? []).map((user) => ({
        id: user.id,
        name: `${user.name} ${user.surname}`,
      })),
      meId: userId ?? activeSubuserId,
      priorities: todoPriorities.map((key) => ({ key, name: todoPriorityLabels[key] })),
      repeat: repeatTypes.map((key) => ({
        key,
        name: nameOf(product?.todo_type_repeat, key, repeatFallback[key]),
      })),
      endRepeat: endRepeatTypes.map((key) => ({
        key,
        name: nameOf(product?.todo_type_end_repeat, key, endFallback[key]),
      })),
    };
  }, [product, people, todoCategories, activeSubuserId, userId]);
}
