import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleApp, json, type ScheduleApp } from './events-fixtures.ts';

/** GET /api/schedules/overlays: holidays with the patron day, to-dos due, contract dates; who sees what. */
let t: ScheduleApp;
let clientId: number;
beforeAll(async () => {
  t = await createScheduleApp();
  const client = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: t.admin,
    payload: { business_name: 'Idraulica Rossi S.r.l.' },
  });
  clientId = json(client).client.id;
});
afterAll(async () => t?.close());

type Overlay = {
  kind: string;
  key: string;
  title: string;
  start: string;
  all_day: boolean;
  href: string | null;
};

async function overlays(from: string, to: string, kinds = '', token = t.admin): Promise<Overlay[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/schedules/overlays?from=${from}&to=${to}${kinds ? `&kinds=${kinds}` : ''}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

async function setPatron(patron: unknown, token = t.admin) {
  return t.request({ method: 'PUT', url: '/api/settings/schedule-patron', token, payload: { patron } });
}

describe('holidays', () => {
  it('lists the national holidays of 2026–2028 with Easter Monday computed (Pasquetta 2027 is 29 March)', async () => {
    await setPatron(null);
    const days = await overlays('2026-01-01', '2027-02-04', 'holidays');
    expect(days.every((d) => d.kind === 'holidays' && d.all_day && d.href === null)).toBe(true);
    expect(days.map((d) => d.start)).toContain('2026-04-06');
    expect(days.find((d) => d.start === '2026-10-04')?.title).toContain('San Francesco');
    const later = await overlays('2027-01-01', '2028-01-31', 'holidays');
    expect(later.find((d) => d.start === '2027-03-29')?.title).toBe('Lunedì dell’Angelo (Pasquetta)');
    expect(later.filter((d) => d.start.startsWith('2027-'))).toHaveLength(13);
    const y2028 = await overlays('2028-01-01', '2028-12-31', 'holidays');
    expect(y2028.find((d) => d.title.includes('Pasquetta'))?.start).toBe('2028-04-17');
    expect(y2028.map((d) => d.start)).toEqual([...y2028.map((d) => d.start)].sort());
  });

  it('adds the patron day once set, and drops it when cleared', async () => {
    expect((await setPatron({ day: '12-07', name: 'Sant’Ambrogio', comune: 'Milano' })).statusCode).toBe(200);
    const milan = await overlays('2026-12-01', '2026-12-31', 'holidays');
    expect(milan.find((d) => d.start === '2026-12-07')?.title).toBe('Sant’Ambrogio (santo patrono)');
    await setPatron(null);
    expect(
      (await overlays('2026-12-01', '2026-12-31', 'holidays')).some((d) => d.start === '2026-12-07'),
    ).toBe(false);
  });

  it('refuses a window over 400 days or ending before it starts', async () => {
    const wide = await t.request({
      method: 'GET',
      url: '/api/schedules/overlays?from=2026-01-01&to=2027-03-01',
      token: t.admin,
    });
    expect(wide.statusCode).toBe(422);
    expect(json(wide).errors.to[0]).toContain('400 giorni');
    const back = await t.request({
      method: 'GET',
      url: '/api/schedules/overlays?from=2026-03-01&to=2026-02-01',
      token: t.admin,
    });
    expect(back.statusCode).toBe(422);
  });
});

describe('to-dos due', () => {
  it('shows the open to-dos assigned to the user or created by them, timed in Rome or all day', async () => {
    const anna = await t.own('Anna');
    const bruno = await t.own('Bruno');
    const todo = async (title: string, due: string, assignees: number[]) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/todos',
        token: t.admin,
        payload: { title, due_at: due, assignee_ids: assignees },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).todo.id as number;
    };
    const timed = await todo('Preventivo caldaia', '2026-07-10T07:30:00.000Z', [anna.id]);
    const allDay = await todo('Rinnovo dominio', '2026-07-15', [anna.id]);
    const others = await todo('Sopralluogo', '2026-07-12', [bruno.id]);
    await todo('Fuori finestra', '2026-09-01', [anna.id]);

    const annaSees = await overlays('2026-07-01', '2026-07-31', 'todos', anna.token);
    expect(annaSees).toEqual([
      {
        kind: 'todos',
        key: `todo-${timed}`,
        title: 'Scadenza: Preventivo caldaia',
        start: '2026-07-10T09:30',
        all_day: false,
        href: `/todos/${timed}/detail`,
      },
      {
        kind: 'todos',
        key: `todo-${allDay}`,
        title: 'Scadenza: Rinnovo dominio',
        start: '2026-07-15',
        all_day: true,
        href: `/todos/${allDay}/detail`,
      },
    ]);
    // Bruno sees only his own; the admin created all three, so sees them as theirs.
    expect((await overlays('2026-07-01', '2026-07-31', 'todos', bruno.token)).map((o) => o.key)).toEqual([
      `todo-${others}`,
    ]);
    expect((await overlays('2026-07-01', '2026-07-31', 'todos')).map((o) => o.key)).toHaveLength(3);

    await t.request({ method: 'POST', url: `/api/todos/${allDay}/complete`, token: t.admin, payload: {} });
    const afterDone = await overlays('2026-07-01', '2026-07-31', 'todos', anna.token);
    expect(afterDone.map((o) => o.key)).toEqual([`todo-${timed}`]);
  });
});

describe('contract dates', () => {
  it('shows the end and the notice date (end − notice days) to those with view_contracts only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contracts',
      token: t.admin,
      payload: {
        title: 'Assistenza impianti',
        client_id: clientId,
        start_on: '2025-11-01',
        end_on: '2026-10-31',
        notice_days: 60,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const contract = json(res).contract;
    const seen = await overlays('2026-08-01', '2026-11-30', 'contracts');
    expect(seen).toEqual([
      expect.objectContaining({
        key: `contract-notice-${contract.id}`,
        start: '2026-09-01',
        all_day: true,
        href: `/contracts/${contract.id}/detail`,
        title: `Disdetta entro: ${contract.number} Assistenza impianti (Idraulica Rossi S.r.l.)`,
      }),
      expect.objectContaining({ key: `contract-end-${contract.id}`, start: '2026-10-31' }),
    ]);
    // Only the end falls in October: the notice date is outside this window.
    expect((await overlays('2026-10-01', '2026-10-31', 'contracts')).map((o) => o.key)).toEqual([
      `contract-end-${contract.id}`,
    ]);

    // A technician (no view_contracts) gets none, even when asking for them.
    const tech = await t.createUser({ email: 'tecnico@test.officina.it', password: 'password-123456' });
    expect(tech).toBeGreaterThan(0);
    const techToken = await t.login('tecnico@test.officina.it', 'password-123456');
    expect(await overlays('2026-08-01', '2026-11-30', 'contracts', techToken)).toEqual([]);
    expect(
      (await overlays('2026-08-01', '2026-11-30', '', techToken)).some((o) => o.kind === 'contracts'),
    ).toBe(false);
  });
});

describe('patron setting', () => {
  it('is read by any signed-in user, written with manage_settings only, and checked', async () => {
    const saved = await setPatron({ day: '06-29', name: '  Santi  Pietro e Paolo ', comune: 'Roma' });
    expect(json(saved)).toEqual({ patron: { day: '06-29', name: 'Santi Pietro e Paolo', comune: 'Roma' } });
    const reader = await t.reader('Carla');
    const read = await t.request({
      method: 'GET',
      url: '/api/settings/schedule-patron',
      token: reader.token,
    });
    expect(json(read).patron.day).toBe('06-29');
    expect(
      (await overlays('2026-06-01', '2026-06-30', 'holidays', reader.token)).map((d) => d.start),
    ).toEqual(['2026-06-02', '2026-06-29']);
    const refused = await setPatron({ day: '12-07', name: 'Sant’Ambrogio' }, reader.token);
    expect(refused.statusCode).toBe(403);
    for (const day of ['02-30', '13-01', '02-29', '7-12', '']) {
      const bad = await setPatron({ day, name: 'San Nessuno' });
      expect(bad.statusCode, day).toBe(422);
      expect(json(bad).errors['patron.day'][0]).toMatch(/Giorno non valido|Indica il giorno/);
    }
    const long = await setPatron({ day: '01-31', name: 'S'.repeat(101) });
    expect(json(long).errors['patron.name']).toEqual(['Al massimo 100 caratteri']);
    expect(
      json(await t.request({ method: 'GET', url: '/api/settings/schedule-patron', token: t.admin })).patron
        .day,
    ).toBe('06-29');
    await setPatron(null);
  });
});

describe('permissions', () => {
  it('needs view_schedules', async () => {
    await t.createUser({ email: 'nessuno@test.officina.it', password: 'password-123456', group: null });
    const token = await t.login('nessuno@test.officina.it', 'password-123456');
    const res = await t.request({
      method: 'GET',
      url: '/api/schedules/overlays?from=2026-01-01&to=2026-01-31',
      token,
    });
    expect(res.statusCode).toBe(403);
  });
});
