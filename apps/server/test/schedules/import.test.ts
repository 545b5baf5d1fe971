import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleApp, json, type ScheduleApp, windowOf } from './events-fixtures.ts';

/** POST /api/schedules/import with a Google Calendar export (own VTIMEZONEs, series, exceptions). */
const fixture = readFileSync(new URL('../fixtures/google-calendar-export.ics', import.meta.url), 'utf8');

let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

const importIcs = (ics: string, token = t.admin, calendar = t.calendars.agenda) =>
  t.request({ method: 'POST', url: '/api/schedules/import', token, payload: { calendar_id: calendar, ics } });

async function eventNamed(title: string) {
  const row = await t.app.db
    .selectFrom('schedules')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return json(await t.request({ method: 'GET', url: `/api/schedules/${row.id}`, token: t.admin })).schedule;
}

describe('import of another program’s export', () => {
  it('creates the events with Rome times, the recurrence, its exceptions and the all-day end', async () => {
    const res = await importIcs(fixture);
    expect(res.statusCode, res.body).toBe(200);
    const report = json(res);
    // 7 VEVENTs: 5 events + 1 exception (detached) imported, the hourly series skipped.
    expect(report.created).toBe(6);
    expect(report.skipped).toBe(1);
    expect(report.errors).toEqual([
      {
        uid: 'hourly-check@google.com',
        message: expect.stringMatching(/^Non importato: Regola di ripetizione non valida: .*frequenza/),
      },
    ]);

    const weekly = await eventNamed('Riunione settimanale, ufficio tecnico');
    expect(weekly).toMatchObject({
      calendar_id: t.calendars.agenda,
      start: '2026-03-02T09:30',
      end: '2026-03-02T10:30',
      location: 'Sala riunioni, piano terra, Via Garibaldi 12, Milano',
      description:
        'Ordine del giorno: avanzamento cantieri, ferie, varie.\nPortare i rapportini della settimana – grazie!',
      reminder_minutes: 15,
      created_by: t.adminId,
    });
    expect(weekly.rrule).toMatch(/^FREQ=WEEKLY;BYDAY=MO;UNTIL=20260427T215959Z$/);
    expect(weekly.exdates).toEqual(['2026-03-09T09:30', '2026-03-16T09:30', '2026-04-06T09:30']);

    const moved = await eventNamed('Riunione settimanale (spostata)');
    expect(moved).toMatchObject({
      series_id: weekly.id,
      recurrence_start: '2026-03-16T09:30',
      start: '2026-03-16T11:00',
      rrule: null,
    });

    // The window shows the series across the clock change (29 March) at 09:30 Rome, and the exception.
    const window = (await windowOf(t, '2026-03-01', '2026-04-30')).filter(
      (o) => o.id === weekly.id || o.id === moved.id,
    );
    expect(window.map((o) => o.start)).toEqual([
      '2026-03-02T09:30',
      '2026-03-16T11:00',
      '2026-03-23T09:30',
      '2026-03-30T09:30',
      '2026-04-13T09:30',
      '2026-04-20T09:30',
      '2026-04-27T09:30',
    ]);

    const fair = await eventNamed('Fiera Samoter – stand Città & Co.');
    expect(fair).toMatchObject({ all_day: true, start: '2026-04-10', end: '2026-04-11', description: null });

    // 14:30 UTC on 25 March is 15:30 in Rome (winter time); 09:00 in New York on 15 April is 15:00.
    expect(await eventNamed('Call fornitore; listino 2026')).toMatchObject({
      start: '2026-03-25T15:30',
      end: '2026-03-25T16:30',
      all_day: false,
    });
    expect(await eventNamed('Videochiamata con New York')).toMatchObject({
      start: '2026-04-15T15:00',
      end: '2026-04-15T16:00',
      reminder_minutes: 1_440,
    });
    const monthEnd = await eventNamed('Chiusura di fine mese');
    expect(monthEnd.rrule).toBe('FREQ=MONTHLY;COUNT=4;BYMONTHDAY=-1');
    const closes = (await windowOf(t, '2026-03-01', '2026-07-31')).filter((o) => o.id === monthEnd.id);
    expect(closes.map((o) => o.start)).toEqual([
      '2026-03-31T09:00',
      '2026-04-30T09:00',
      '2026-05-31T09:00',
      '2026-06-30T09:00',
    ]);
  });

  it('skips what was already imported into the calendar when the same file comes again', async () => {
    const before = await t.app.db.selectFrom('schedules').select('id').execute();
    const again = json(await importIcs(fixture));
    expect(again.created).toBe(0);
    expect(again.skipped).toBe(7);
    expect(await t.app.db.selectFrom('schedules').select('id').execute()).toHaveLength(before.length);
  });

  it('reads its own feed back: an exported calendar imported into another calendar', async () => {
    const made = json(await t.request({ method: 'POST', url: '/api/schedules/feed', token: t.admin }));
    const feed = await t.app.inject({ method: 'GET', url: made.url.replace('http://officina.test', '') });
    const res = json(await importIcs(feed.body, t.admin, t.calendars.leave));
    expect(res.errors).toEqual([]);
    expect(res.created).toBe(6);
    const copies = await t.app.db
      .selectFrom('schedules')
      .select(['start_local', 'rrule'])
      .where('calendar_id', '=', t.calendars.leave as number)
      .where('title', '=', 'Riunione settimanale, ufficio tecnico')
      .execute();
    expect(copies).toEqual([
      { start_local: '2026-03-02T09:30', rrule: expect.stringContaining('FREQ=WEEKLY') },
    ]);
  });
});

describe('refusals', () => {
  it('answers 422 "File iCalendar non valido" to a file that is not iCalendar', async () => {
    for (const ics of [
      'ciao',
      'BEGIN:VCARD\r\nFN:Mario\r\nEND:VCARD\r\n',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n',
      '{"a":1}',
    ]) {
      const res = await importIcs(ics);
      expect(res.statusCode, ics).toBe(422);
      expect(json(res).message).toBe('File iCalendar non valido');
    }
  });

  it('reports an event without a start and keeps the others', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:senza-inizio',
      'SUMMARY:Niente',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:ok-1',
      'DTSTART:20260505T080000Z',
      'SUMMARY:Va bene',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const report = json(await importIcs(ics));
    expect(report).toEqual({
      created: 1,
      skipped: 1,
      errors: [{ uid: 'senza-inizio', message: 'Non importato: manca l’inizio (DTSTART)' }],
    });
    // No end: half an hour.
    expect(await eventNamed('Va bene')).toMatchObject({ start: '2026-05-05T10:00', end: '2026-05-05T10:30' });
  });

  it('stays safe on hostile parts: a per-second time zone, a date in 9999, a per-minute rule', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Strano',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0500',
      'TZOFFSETTO:+0500',
      'RRULE:FREQ=SECONDLY',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:fuso',
      'DTSTART;TZID=Strano:20260506T100000',
      'DTEND;TZID=Strano:20260506T110000',
      'SUMMARY:Fuso strano',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:lontano',
      'DTSTART:99990101T000000Z',
      'SUMMARY:Lontano',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:regola',
      'DTSTART:20260505T080000Z',
      'RRULE:FREQ=MINUTELY;COUNT=5000',
      'SUMMARY:Regola rotta',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const res = await importIcs(ics);
    expect(res.statusCode, res.body).toBe(200);
    const report = json(res);
    expect(report.created).toBe(1);
    expect(report.errors.map((e: { uid: string }) => e.uid)).toEqual(['lontano', 'regola']);
    // The zone's rules are not walked: its times are taken as Rome's.
    expect(await eventNamed('Fuso strano')).toMatchObject({
      start: '2026-05-06T10:00',
      end: '2026-05-06T11:00',
    });
    // A value ical.js cannot read makes the file unreadable as a whole.
    const broken = await importIcs(ics.replace('FREQ=MINUTELY;COUNT=5000', 'FREQ=DAILY;COUNT=abc'));
    expect(broken.statusCode).toBe(422);
  });

  it('needs manage_schedules and a calendar that exists', async () => {
    const reader = await t.reader('Lia');
    expect((await importIcs(fixture, reader.token)).statusCode).toBe(403);
    const wrong = await importIcs(fixture, t.admin, 999_999);
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.calendar_id).toEqual(['Calendario non valido']);
  });
});
