import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * The patron saint's day of the company's comune (setting `schedule_patron`): a holiday in the
 * calendars' overlays and for "salta i festivi". Any signed-in user reads it; manage_settings writes it.
 */

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** `MM-DD`, a day every year has (29 February is refused: most years would lose the holiday). */
export const patronDaySchema = z
  .string({ error: 'Indica il giorno (GG/MM)' })
  .trim()
  .regex(/^\d{2}-\d{2}$/, 'Giorno non valido (MM-GG)')
  .refine((value) => {
    const d = new Date(`2027-${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(5, 10) === value;
  }, 'Giorno non valido');

export const schedulePatronSchema = z.object({
  day: patronDaySchema,
  name: z
    .string({ error: 'Indica il santo patrono' })
    .overwrite(tidy)
    .min(1, 'Indica il santo patrono')
    .max(100, 'Al massimo 100 caratteri'),
  comune: z
    .string({ error: 'Comune non valido' })
    .overwrite(tidy)
    .max(100, 'Al massimo 100 caratteri')
    .nullable()
    .default(null)
    .overwrite((value) => (value === '' ? null : value)),
});
export type SchedulePatron = z.infer<typeof schedulePatronSchema>;

/** The setting as read and written: null when no patron day is set. */
export const schedulePatronSettingSchema = z.object({ patron: schedulePatronSchema.nullable() });
export type SchedulePatronSetting = z.infer<typeof schedulePatronSettingSchema>;

export const getSchedulePatronEndpoint = defineEndpoint({
  operationId: 'getSchedulePatron',
  method: 'GET',
  path: '/settings/schedule-patron',
  summary: 'Santo patrono del comune dell’azienda (festività nei calendari)',
  response: schedulePatronSettingSchema,
});

export const updateSchedulePatronEndpoint = defineEndpoint({
  operationId: 'updateSchedulePatron',
  method: 'PUT',
  path: '/settings/schedule-patron',
  summary: 'Imposta o toglie il santo patrono (null)',
  body: schedulePatronSettingSchema,
  response: schedulePatronSettingSchema,
});

/** The token of a feed address: base64url, as generated (32 bytes → 43 characters). */
export const scheduleIcsParamsSchema = z.object({ token: z.string().max(200) });

/**
 * Public (no session): the user's secret calendar as iCalendar (`text/calendar`). An unknown or
 * revoked token answers 404.
 */
export const scheduleIcsFeedEndpoint = defineEndpoint({
  operationId: 'scheduleIcsFeed',
  method: 'GET',
  path: '/ics/:token.ics',
  summary: 'Calendario ICS personale (indirizzo segreto, senza accesso)',
  response: z.string().describe('file iCalendar'),
});
