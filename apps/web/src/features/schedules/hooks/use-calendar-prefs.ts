import { type OverlayKind, overlayKinds } from '@officina/contracts';
import { useCallback, useState } from 'react';
import { useSessionStore } from '../../../lib/session/session-store.ts';

/** What each user keeps of the calendar between visits: the calendars hidden and the layers shown. */
export interface CalendarPrefs {
  hiddenCalendars: number[];
  overlays: OverlayKind[];
}

const defaults: CalendarPrefs = { hiddenCalendars: [], overlays: [...overlayKinds] };

export const calendarPrefsKey = (userId: number | null) => `officina:schedules:${userId ?? 'anonimo'}`;

function read(userId: number | null): CalendarPrefs {
  try {
    const raw = JSON.parse(
      localStorage.getItem(calendarPrefsKey(userId)) ?? 'null',
    ) as Partial<CalendarPrefs> | null;
    if (!raw) return defaults;
    return {
      hiddenCalendars: Array.isArray(raw.hiddenCalendars) ? raw.hiddenCalendars.filter(Number.isInteger) : [],
      overlays: Array.isArray(raw.overlays)
        ? raw.overlays.filter((kind): kind is OverlayKind =>
            (overlayKinds as readonly string[]).includes(kind),
          )
        : defaults.overlays,
    };
  } catch {
    return defaults;
  }
}

/** The signed-in user's calendar preferences, kept in localStorage under their id. */
export function useCalendarPrefs() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const [prefs, setPrefs] = useState(() => read(userId));
  const update = useCallback(
    (next: (current: CalendarPrefs) => CalendarPrefs) =>
      setPrefs((current) => {
        const value = next(current);
        localStorage.setItem(calendarPrefsKey(userId), JSON.stringify(value));
        return value;
      }),
    [userId],
  );
  const toggleCalendar = (id: number) =>
    update((current) => ({
      ...current,
      hiddenCalendars: current.hiddenCalendars.includes(id)
        ? current.hiddenCalendars.filter((other) => other !== id)
        : [...current.hiddenCalendars, id],
    }));
  const toggleOverlay = (kind: OverlayKind) =>
    update((current) => ({
      ...current,
      overlays: current.overlays.includes(kind)
        ? current.overlays.filter((other) => other !== kind)
        : overlayKinds.filter((other) => other === kind || current.overlays.includes(other)),
    }));
  return { prefs, toggleCalendar, toggleOverlay };
}
