import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createScheduleApp, eventBody, json, type ScheduleApp } from './events-fixtures.ts';

/** The personal ICS feed: its address, the public feed parsed back with ical.js, revocation. */
let t: ScheduleApp;
let series: { id: number };
let allDay: { id: number };
let feedPath: string;
beforeAll(async () => {
  t = await createScheduleApp();
  const now = new Date();
  const year = now.getUTCFullYear();
  series = await createEvent(t, {
    title: 'Stand-up, tecnici; sede',
    description: 'Prima riga\nSeconda riga con \\ e “virgolette”',
    location: 'Via Roma 1, Milano',
    start: `${year}-03-02T09:00`,
    end: `${year}-03-02T09:30`,
    rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10',
    reminder_minutes: 15,
  });
  // One occurrence deleted (EXDATE), one moved alone (RECURRENCE-ID).
  const del = await t.request({
    method: 'DELETE',
    url: `/api/schedules/${series.id}?scope=this&occurrence_start=${year}-03-09T09:00`,
    token: t.admin,
  });
  expect(del.statusCode, del.body).toBe(200);
  const fresh = json(
    await t.request({ method: 'GET', url: `/api/schedules/${series.id}`, token: t.admin }),
  ).schedule;
  const moved = await t.request({
    method: 'PUT',
    url: `/api/schedules/${series.id}`,
    token: t.admin,
    payload: {
      ...eventBody(t, {
        title: 'Stand-up spostato',
        start: `${year}-03-16T11:00`,
        end: `${year}-03-16T11:30`,
      }),
      updated_at: fresh.updated_at,
      scope: 'this',
      occurrence_start: `${year}-03-16T09:00`,
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  allDay = await createEvent(t, {
    title: 'Ferie',
    all_day: true,
    start: `${year}-08-10`,
    end: `${year}-08-14`,
  });
  const made = await t.request({ method: 'POST', url: '/api/schedules/feed', token: t.admin });
  expect(made.statusCode).toBe(200);
  const url = json(made).url as string;
  expect(url).toMatch(/^http:\/\/officina\.test\/api\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  feedPath = url.replace('http://officina.test', '');
});
afterAll(async () => t?.close());

const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('ICS feed', () => {
  it('answers valid iCalendar with the Europe/Rome VTIMEZONE, RRULE, EXDATE, RECURRENCE-ID and all-day events', async () => {
    const res = await fetchFeed(feedPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Officina//Calendario//IT');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Officina — /);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
    const rome = new ICAL.Timezone(zone as InstanceType<typeof ICAL.Component>);
    expect(rome.utcOffset(ICAL.Time.fromDateTimeString('2026-07-01T12:00:00'))).toBe(7200);
    expect(rome.utcOffset(ICAL.Time.fromDateTimeString('2026-01-15T12:00:00'))).toBe(3600);

    const events = calendar.getAllSubcomponents('vevent');
    const ofUid = (uid: string) => events.filter((e) => e.getFirstPropertyValue('uid') === uid);
    const [master, override] = ofUid(`schedule-${series.id}@officina`);
    expect(master?.getFirstPropertyValue('summary')).toBe('Stand-up, tecnici; sede');
    expect(master?.getFirstPropertyValue('location')).toBe('Via Roma 1, Milano');
    expect(master?.getFirstPropertyValue('description')).toBe(
      'Prima riga\nSeconda riga con \\ e “virgolette”',
    );
    const start = master?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Rome');
    expect(String(start?.getFirstValue())).toMatch(/-03-02T09:00:00$/);
    expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10\r\n');
    expect(
      (master?.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur> | undefined)?.toJSON(),
    ).toEqual({
      freq: 'WEEKLY',
      byday: 'MO',
      count: 10,
    });
    const exdates = master?.getAllProperties('exdate').map((p) => String(p.getFirstValue()));
    expect(exdates).toEqual([expect.stringMatching(/-03-09T09:00:00$/)]);
    expect(master?.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe(
      '-PT15M',
    );
    expect(String(override?.getFirstPropertyValue('recurrence-id'))).toMatch(/-03-16T09:00:00$/);
    expect(String(override?.getFirstPropertyValue('dtstart'))).toMatch(/-03-16T11:00:00$/);
    expect(override?.getFirstPropertyValue('summary')).toBe('Stand-up spostato');
    expect(override?.getFirstProperty('rrule')).toBeNull();

    // ical.js expands the series with the exception and the override as a calendar program would.
    const expanded = new ICAL.Event(master as InstanceType<typeof ICAL.Component>, {
      strictExceptions: true,
    });
    expanded.relateException(override as InstanceType<typeof ICAL.Component>);
    const iterator = expanded.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      starts.push(expanded.getOccurrenceDetails(next).startDate.toString().slice(5, 16));
    }
    // COUNT=10 less the deleted 9 March; the 16th at its new time.
    expect(starts).toHaveLength(9);
    expect(starts.slice(0, 3)).toEqual(['03-02T09:00', '03-16T11:00', '03-23T09:00']);

    const [ferie] = ofUid(`schedule-${allDay.id}@officina`);
    const dtstart = ferie?.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
    const dtend = ferie?.getFirstPropertyValue('dtend') as InstanceType<typeof ICAL.Time>;
    expect(dtstart.isDate).toBe(true);
    expect(dtstart.toString()).toMatch(/-08-10$/);
    expect(dtend.toString()).toMatch(/-08-15$/);
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{4}0810\r\n/);
  });

  it('has no address to show until one is made, and a new one revokes the old at once', async () => {
    const shown = json(await t.request({ method: 'GET', url: '/api/schedules/feed', token: t.admin }));
    expect(shown.url).toBeNull();
    expect(shown.created_at).toEqual(expect.any(String));
    const again = await t.request({ method: 'POST', url: '/api/schedules/feed', token: t.admin });
    const newPath = (json(again).url as string).replace('http://officina.test', '');
    expect(newPath).not.toBe(feedPath);
    const old = await fetchFeed(feedPath);
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('VCALENDAR');
    expect((await fetchFeed(newPath)).statusCode).toBe(200);
    const stored = await t.app.db.selectFrom('schedule_feed_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(newPath).not.toContain(stored[0]?.token_hash);
  });

  it('answers 404 without detail to odd tokens, and to users without view_schedules', async () => {
    for (const token of ['x', 'a'.repeat(43), '..%2F..%2Fetc', '%C3%A9'.repeat(43), 'a'.repeat(190)]) {
      const res = await fetchFeed(`/api/ics/${token}.ics`);
      expect(res.statusCode, token).toBe(404);
      expect(res.body).not.toContain('VCALENDAR');
    }
    // A NUL byte is refused as bad input before any lookup.
    expect((await fetchFeed('/api/ics/%00.ics')).statusCode).toBe(422);
    const none = await t.createUser({
      email: 'ics@test.officina.it',
      password: 'password-123456',
      group: null,
    });
    expect(none).toBeGreaterThan(0);
    const token = await t.login('ics@test.officina.it', 'password-123456');
    expect((await t.request({ method: 'POST', url: '/api/schedules/feed', token })).statusCode).toBe(403);
  });
});
