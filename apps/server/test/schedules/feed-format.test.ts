import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRrule } from '../../src/modules/schedules/schedule-ics-rrule.ts';
import { escapeIcsText, foldIcsLine, IcsBuilder } from '../../src/modules/schedules/schedule-ics-writer.ts';
import { createEvent, createScheduleApp, json, type ScheduleApp } from './events-fixtures.ts';

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf\rg\u0001h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and ical.js reads it back whole', () => {
    const value = `Riunione è già fissata — “caffè” ${'àèìòù€'.repeat(30)} fine`;
    const line = `SUMMARY:${escapeIcsText(value)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((p) => Buffer.byteLength(p, 'utf8') <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.includes('\uFFFD')).toBe(false);
    const ics = new IcsBuilder()
      .raw('BEGIN:VCALENDAR')
      .raw('VERSION:2.0')
      .raw('PRODID:-//t//t//IT')
      .raw('BEGIN:VEVENT')
      .raw('UID:x@t')
      .raw('DTSTAMP:20260101T000000Z')
      .raw('DTSTART:20260101T090000Z')
      .text('SUMMARY', value)
      .text('DESCRIPTION', 'uno, due; tre\\quattro\ncinque')
      .raw('END:VEVENT')
      .raw('END:VCALENDAR')
      .toString();
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(value);
    expect(event?.getFirstPropertyValue('description')).toBe('uno, due; tre\\quattro\ncinque');
  });

  it('writes UNTIL as a UTC time for a timed series and as a day for an all-day one', () => {
    // The last day included, in Rome: 31 March ends at 21:59:59 UTC (summer time).
    expect(feedRrule('FREQ=DAILY;UNTIL=20260331', false)).toBe('FREQ=DAILY;UNTIL=20260331T215959Z');
    expect(feedRrule('FREQ=DAILY;UNTIL=20260115T090000', false)).toBe('FREQ=DAILY;UNTIL=20260115T080000Z');
    expect(feedRrule('FREQ=DAILY;UNTIL=20260115T080000Z', false)).toBe('FREQ=DAILY;UNTIL=20260115T080000Z');
    expect(feedRrule('FREQ=WEEKLY;UNTIL=20260331T230000Z', true)).toBe('FREQ=WEEKLY;UNTIL=20260401');
    expect(feedRrule('FREQ=MONTHLY;BYDAY=2TU;COUNT=5', false)).toBe('FREQ=MONTHLY;BYDAY=2TU;COUNT=5');
  });
});

describe('deadlines and bounds in the feed', () => {
  let t: ScheduleApp;
  beforeAll(async () => {
    t = await createScheduleApp();
  });
  afterAll(async () => t?.close());

  async function feedOf(token: string) {
    const made = json(await t.request({ method: 'POST', url: '/api/schedules/feed', token }));
    const res = await t.app.inject({ method: 'GET', url: made.url.replace('http://officina.test', '') });
    expect(res.statusCode).toBe(200);
    return new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
  }

  it('adds the to-dos assigned to the user and, with view_contracts, contract dates; old events are left out', async () => {
    const tech = await t.createUser({
      email: 'tec@test.officina.it',
      password: 'password-123456',
      name: 'Ugo',
    });
    const techToken = await t.login('tec@test.officina.it', 'password-123456');
    const year = new Date().getUTCFullYear() + 1;
    const todo = json(
      await t.request({
        method: 'POST',
        url: '/api/todos',
        token: t.admin,
        payload: { title: 'Tagliando furgone', due_at: `${year}-02-03T14:15:00.000Z`, assignee_ids: [tech] },
      }),
    ).todo;
    const client = json(
      await t.request({
        method: 'POST',
        url: '/api/clients',
        token: t.admin,
        payload: { business_name: 'Beta Srl' },
      }),
    ).client;
    const contract = json(
      await t.request({
        method: 'POST',
        url: '/api/contracts',
        token: t.admin,
        payload: { title: 'Hosting', client_id: client.id, end_on: `${year}-06-30`, notice_days: 30 },
      }),
    ).contract;
    const attended = await createEvent(t, {
      title: 'Sopralluogo',
      attendee_ids: [tech],
      start: `${year}-01-12T08:00`,
      end: `${year}-01-12T09:00`,
    });
    await createEvent(t, { title: 'Vecchio', start: '2020-01-10T08:00', end: '2020-01-10T09:00' });

    const techFeed = await feedOf(techToken);
    const uids = techFeed.map((e) => e.getFirstPropertyValue('uid'));
    expect(uids).toContain(`schedule-${attended.id}@officina`);
    expect(uids).toContain(`todo-${todo.id}@officina`);
    expect(uids.some((u) => String(u).startsWith('contract-'))).toBe(false);
    const due = techFeed.find((e) => e.getFirstPropertyValue('uid') === `todo-${todo.id}@officina`);
    expect(due?.getFirstPropertyValue('summary')).toBe('Scadenza: Tagliando furgone');
    expect(due?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Rome');
    expect(String(due?.getFirstPropertyValue('dtstart'))).toBe(`${year}-02-03T15:15:00`);

    const adminFeed = await feedOf(t.admin);
    const adminUids = adminFeed.map((e) => String(e.getFirstPropertyValue('uid')));
    expect(adminUids).toContain(`contract-end-${contract.id}@officina`);
    const notice = adminFeed.find(
      (e) => e.getFirstPropertyValue('uid') === `contract-notice-${contract.id}@officina`,
    );
    expect(String(notice?.getFirstPropertyValue('dtstart'))).toBe(`${year}-05-31`);
    expect(String(notice?.getFirstPropertyValue('dtend'))).toBe(`${year}-06-01`);
    expect(adminFeed.some((e) => e.getFirstPropertyValue('summary') === 'Vecchio')).toBe(false);
    // The admin created the to-do but is not assigned: not in their feed.
    expect(adminUids).not.toContain(`todo-${todo.id}@officina`);
  });
});
