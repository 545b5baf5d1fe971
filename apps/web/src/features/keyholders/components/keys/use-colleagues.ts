import { useMemo } from 'react';
import type { IdOption } from '../../../../components/form-id-select.tsx';
import { useSettingsStore } from '../../../../lib/settings/settings-store.ts';

/** The colleagues (the users of the people settings) as options, by name. */
export function useColleagues(): IdOption[] {
  const users = useSettingsStore((state) => state.people?.user_subusers);
  return useMemo(
    () =>
      (users ?? [])
        .map((user) => ({ id: user.id, name: `${user.name} ${user.surname}`.trim() }))
        .sort((a, b) => a.name.localeCompare(b.name, 'it')),
    [users],
  );
}
