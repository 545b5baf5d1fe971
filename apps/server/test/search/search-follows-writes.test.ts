import type { SearchKind, SearchResult } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexAll } from '../../src/modules/search/search-index.ts';
import { png } from '../attachments/sample-files.ts';
import { multipart } from '../crm/crm-fixtures.ts';
import { testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from '../time/time-fixtures.ts';

/**
 * Issue #19: "the index follows create, update, archive and delete", for every kind, through the
 * real API: a record is found by its name once created, by its new name (and no longer by the old)
 * once renamed, only with `archived=true` once archived, again once restored, and never once deleted.
 */

let t: TimeApp;
let clientId: number;

beforeAll(async () => {
  t = await createTimeApp();
  clientId = ok(await t.call('POST', '/api/clients', t.admin, { business_name: 'Cliente Indice' })).client.id;
});
afterAll(async () => t?.close());

/** An API answer, read loosely. */
type Rec = ReturnType<typeof ok>;

const get = async (url: string) => ok(await t.call('GET', url, t.admin));
const put = async (url: string, body: Record<string, unknown>) => ok(await t.call('PUT', url, t.admin, body));
const del = async (url: string) => ok(await t.call('DELETE', url, t.admin)).result as string;

/** The hits of one kind for a query (archived ones too with `archived`). */
async function hits(kind: SearchKind, text: string, archived = false) {
  const query = `q=${encodeURIComponent(text)}&kinds=${kind}&limit=50${archived ? '&archived=true' : ''}`;
  const result = ok(await t.call('GET', `/api/search?${query}`, t.admin)) as SearchResult;
  return result.groups.find((g) => g.kind === kind)?.items ?? [];
}

/** Whether the record is answered for the query: 'active', 'archived' (only with the filter) or 'absent'. */
async function state(kind: SearchKind, id: number, text: string) {
  const active = (await hits(kind, text)).some((h) => h.id === id);
  const all = (await hits(kind, text, true)).find((h) => h.id === id);
  if (active) return all?.archived === false ? 'active' : 'inconsistent';
  return all ? (all.archived ? 'archived' : 'inconsistent') : 'absent';
}

/** Uploads a file onto a record: the uniform "something hangs on it" that makes a delete archive. */
async function upload(name: string, record: { type: string; id: number }) {
  const fields = { record_type: record.type, record_id: String(record.id) };
  const body = multipart({ name, data: png(), type: 'image/png' }, fields);
  const res = await t.request({ method: 'POST', url: '/api/attachments', token: t.admin, ...body });
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().attachment as Rec;
}

interface Kind {
  kind: SearchKind;
  create(name: string): Promise<number>;
  rename(id: number, name: string): Promise<void>;
  /**
   * How it gets archived, when it can be: makes the next DELETE archive it; answers what lets the
   * DELETE after the restore delete it for good.
   */
  hold?(id: number): Promise<() => Promise<void>>;
  /** DELETE answers 'archived' first (a documentation page): no hold needed. */
  archivesFirst?: boolean;
  /** The URL of the record (DELETE, restore). */
  url(id: number): string;
}

/** A file on the record: deleting it lets the record go. */
const fileOn = (type: string) => async (id: number) => {
  const file = await upload(`appoggio-${type}.png`, { type, id });
  return async () => {
    expect(await del(`/api/attachments/${file.id}`)).toBe('deleted');
  };
};

const kinds: Kind[] = [
  {
    kind: 'client',
    url: (id) => `/api/clients/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/clients', t.admin, { business_name: name })).client.id,
    rename: async (id, name) => {
      const { client } = await get(`/api/clients/${id}`);
      await put(`/api/clients/${id}`, { ...client, business_name: name });
    },
    hold: fileOn('client'),
  },
  {
    kind: 'person',
    url: (id) => `/api/persons/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/persons', t.admin, { first_name: 'Ada', last_name: name })).person.id,
    rename: async (id, name) => {
      const { person } = await get(`/api/persons/${id}`);
      await put(`/api/persons/${id}`, { ...person, last_name: name });
    },
    hold: fileOn('person'),
  },
  {
    kind: 'opportunity',
    url: (id) => `/api/opportunities/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/opportunities', t.admin, { title: name, client_id: clientId }))
        .opportunity.id,
    rename: async (id, name) => {
      const { opportunity } = await get(`/api/opportunities/${id}`);
      await put(`/api/opportunities/${id}`, {
        title: name,
        client_id: clientId,
        updated_at: opportunity.updated_at,
      });
    },
    hold: fileOn('opportunity'),
  },
  {
    kind: 'contract',
    url: (id) => `/api/contracts/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/contracts', t.admin, { title: name, client_id: clientId })).contract.id,
    rename: async (id, name) => {
      const { contract } = await get(`/api/contracts/${id}`);
      await put(`/api/contracts/${id}`, {
        title: name,
        client_id: clientId,
        updated_at: contract.updated_at,
      });
    },
    hold: fileOn('contract'),
  },
  {
    kind: 'product',
    url: (id) => `/api/products/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/products', t.admin, { code: 'PRD-1', name, unit_price_cents: 100 }))
        .product.id,
    rename: async (id, name) => {
      const { product } = await get(`/api/products/${id}`);
      await put(`/api/products/${id}`, { ...product, name });
    },
    // A product on an offer's row is archived instead of deleted; the offer deleted lets it go.
    hold: async (id) => {
      const row = { type_id: t.lookups.opportunity_rows_type?.product, product_id: id, description: 'Riga' };
      const offer = ok(
        await t.call('POST', '/api/opportunities', t.admin, {
          title: 'Offerta',
          client_id: clientId,
          rows: [row],
        }),
      ).opportunity;
      return async () => {
        expect(await del(`/api/opportunities/${offer.id}`)).toBe('deleted');
      };
    },
  },
  {
    kind: 'project',
    url: (id) => `/api/projects/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/projects', t.admin, { code: 'PRJ-1', name, client_id: clientId })).project
        .id,
    rename: async (id, name) => {
      const { project } = await get(`/api/projects/${id}`);
      await put(`/api/projects/${id}`, {
        code: project.code,
        name,
        client_id: clientId,
        member_ids: [],
        updated_at: project.updated_at,
      });
    },
    hold: fileOn('project'),
  },
  {
    kind: 'todo',
    url: (id) => `/api/todos/${id}`,
    create: async (name) => ok(await t.call('POST', '/api/todos', t.admin, { title: name })).todo.id,
    rename: async (id, name) => {
      const { todo } = await get(`/api/todos/${id}`);
      await put(`/api/todos/${id}`, { title: name, assignee_ids: [], updated_at: todo.updated_at });
    },
    hold: fileOn('todo'),
  },
  {
    kind: 'schedule',
    url: (id) => `/api/schedules/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/schedules', t.admin, eventBody({ title: name }))).schedule.id,
    rename: async (id, name) => {
      const { schedule } = await get(`/api/schedules/${id}`);
      await put(`/api/schedules/${id}`, eventBody({ title: name, updated_at: schedule.updated_at }));
    },
  },
  {
    kind: 'documentation',
    url: (id) => `/api/documentations/${id}`,
    create: async (name) =>
      ok(
        await t.call('POST', '/api/documentations', t.admin, {
          title: name,
          body: 'Testo',
          client_id: clientId,
        }),
      ).documentation.id,
    rename: async (id, name) => {
      const { documentation: d } = await get(`/api/documentations/${id}`);
      await put(`/api/documentations/${id}`, {
        title: name,
        body: d.body,
        tags: d.tags,
        client_id: d.client_id,
        project_id: d.project_id,
        updated_at: d.updated_at,
      });
    },
    archivesFirst: true,
  },
  {
    kind: 'external_link',
    url: (id) => `/api/external-links/${id}`,
    create: async (name) =>
      ok(await t.call('POST', '/api/external-links', t.admin, { title: name, url: 'https://esempio.it' }))
        .external_link.id,
    rename: async (id, name) => {
      const { external_link: link } = await get(`/api/external-links/${id}`);
      await put(`/api/external-links/${id}`, { title: name, url: link.url, updated_at: link.updated_at });
    },
  },
  {
    kind: 'keyholder',
    url: (id) => `/api/keyholders/${id}`,
    create: async (name) =>
      ok(
        await t.call('POST', '/api/keyholders', t.admin, {
          title: name,
          kind: 'wifi',
          client_id: clientId,
          secret: 'segreto',
        }),
      ).keyholder.id,
    rename: async (id, name) => {
      const { keyholder } = await get(`/api/keyholders/${id}`);
      await put(`/api/keyholders/${id}`, {
        title: name,
        kind: 'wifi',
        client_id: clientId,
        updated_at: keyholder.updated_at,
      });
    },
  },
  {
    kind: 'attachment',
    url: (id) => `/api/attachments/${id}`,
    create: async (name) => (await upload(`${name}.png`, { type: 'client', id: clientId })).id,
    rename: async (id, name) => {
      const { attachment } = await get(`/api/attachments/${id}`);
      const res = await t.call('PATCH', `/api/attachments/${id}`, t.admin, {
        name: `${name}.png`,
        updated_at: attachment.updated_at,
      });
      ok(res);
    },
  },
];

/** A timed event on the agenda calendar. */
function eventBody(body: Record<string, unknown> = {}) {
  return {
    calendar_id: t.lookups.calendars?.agenda,
    title: 'Riunione',
    start: '2026-05-04T09:00',
    end: '2026-05-04T10:00',
    ...body,
  };
}

/** Two words no other record of the test has, per kind: the first name and the new one. */
const namesOf = (kind: string) => {
  const stem = kind.replace('_', '');
  return [`Primo${stem}`, `Nuovo${stem}`] as const;
};

describe(`the index follows the writes of every kind (${testEngine})`, () => {
  it.each(kinds.map((k) => [k.kind, k] as const))('%s', async (kind, k) => {
    const [first, renamedTo] = namesOf(kind);
    const id = await k.create(first);
    expect(await state(kind, id, first), 'created').toBe('active');

    await k.rename(id, renamedTo);
    expect(await state(kind, id, renamedTo), 'renamed: the new name').toBe('active');
    expect(await state(kind, id, first), 'renamed: the old name').toBe('absent');

    if (k.hold || k.archivesFirst) {
      const release = k.hold ? await k.hold(id) : null;
      expect(await del(k.url(id)), 'a DELETE that archives').toBe('archived');
      expect(await state(kind, id, renamedTo), 'archived').toBe('archived');
      ok(await t.call('POST', `${k.url(id)}/restore`, t.admin));
      expect(await state(kind, id, renamedTo), 'restored').toBe('active');
      await release?.();
      if (k.archivesFirst) expect(await del(k.url(id))).toBe('archived');
    }
    expect(await del(k.url(id)), 'a DELETE that deletes').toBe('deleted');
    expect(await state(kind, id, renamedTo), 'deleted').toBe('absent');
  });
});

/** The documents of a kind whose record is gone (none may be left). */
async function orphans(kind: SearchKind, table: string) {
  const rows = await t.app.db
    .selectFrom('search_documents')
    .select('record_id')
    .where('kind', '=', kind)
    .where(({ eb, selectFrom }) => eb('record_id', 'not in', selectFrom(table as 'schedules').select('id')))
    .execute();
  return rows.map((r) => r.record_id);
}

describe(`recurring events: the occurrences' documents go with them (${testEngine})`, () => {
  const schedule = (id: number) => get(`/api/schedules/${id}`).then((r) => r.schedule as Rec);
  /** A daily series of 5 from `day` at 09:00, and its occurrence of `detachDay` detached as `detachedTitle`. */
  async function seriesWithDetached(title: string, day: string, detachDay: string, detachedTitle: string) {
    const series = ok(
      await t.call(
        'POST',
        '/api/schedules',
        t.admin,
        eventBody({ title, start: `${day}T09:00`, end: `${day}T10:00`, rrule: 'FREQ=DAILY;COUNT=5' }),
      ),
    ).schedule;
    const detached = await put(
      `/api/schedules/${series.id}`,
      eventBody({
        title: detachedTitle,
        start: `${detachDay}T12:00`,
        end: `${detachDay}T13:00`,
        rrule: 'FREQ=DAILY;COUNT=5',
        scope: 'this',
        occurrence_start: `${detachDay}T09:00`,
        updated_at: series.updated_at,
      }),
    );
    expect(await state('schedule', detached.schedule.id, detachedTitle)).toBe('active');
    return { seriesId: series.id as number, detachedId: detached.schedule.id as number };
  }

  it('scope=all deletes the series and its detached occurrence from the index', async () => {
    const { seriesId, detachedId } = await seriesWithDetached(
      'Serieuno',
      '2027-06-01',
      '2027-06-03',
      'Staccatauno',
    );
    expect(await del(`/api/schedules/${seriesId}?scope=all`)).toBe('deleted');
    expect(await state('schedule', seriesId, 'serieuno')).toBe('absent');
    expect(await state('schedule', detachedId, 'staccatauno')).toBe('absent');
  });

  it('scope=following deletes the detached occurrences after it from the index; the series stays', async () => {
    const { seriesId, detachedId } = await seriesWithDetached(
      'Seriedue',
      '2027-07-01',
      '2027-07-05',
      'Staccatadue',
    );
    expect(await del(`/api/schedules/${seriesId}?scope=following&occurrence_start=2027-07-04T09:00`)).toBe(
      'deleted',
    );
    expect((await t.call('GET', `/api/schedules/${detachedId}`, t.admin)).statusCode).toBe(404);
    expect(await state('schedule', detachedId, 'staccatadue')).toBe('absent');
    expect(await state('schedule', seriesId, 'seriedue')).toBe('active');
  });

  it('a detached occurrence edited with its whole series leaves no document of its own', async () => {
    const { seriesId, detachedId } = await seriesWithDetached(
      'Serietre',
      '2027-08-02',
      '2027-08-04',
      'Staccatatre',
    );
    const detached = await schedule(detachedId);
    const edited = await put(
      `/api/schedules/${detachedId}`,
      eventBody({
        title: 'Serietre rinominata',
        start: '2027-08-04T09:00',
        end: '2027-08-04T10:00',
        scope: 'all',
        updated_at: detached.updated_at,
      }),
    );
    expect(edited.schedule.id).toBe(seriesId);
    expect((await t.call('GET', `/api/schedules/${detachedId}`, t.admin)).statusCode).toBe(404);
    expect(await state('schedule', detachedId, 'staccatatre')).toBe('absent');
    expect((await hits('schedule', 'serietre rinominata')).map((h) => h.id)).toEqual([seriesId]);
  });

  it('leaves no document of an event that is gone', async () => {
    expect(await orphans('schedule', 'schedules')).toEqual([]);
  });
});

describe(`imports make their records findable (${testEngine})`, () => {
  const importFile = async (url: string, name: string, data: string) => {
    const body = multipart({ name, data });
    return ok(await t.request({ method: 'POST', url, token: t.admin, ...body }));
  };

  it('a clients CSV import', async () => {
    const report = await importFile(
      '/api/clients/import',
      'clienti.csv',
      'Ragione sociale;Città\r\nImportoclienti Alfa S.r.l.;Bergamo\r\nImportoclienti Beta S.n.c.;Brescia\r\n',
    );
    expect(report).toMatchObject({ created: 2, errors: [] });
    expect((await hits('client', 'importoclienti')).map((h) => h.title).sort()).toEqual([
      'Importoclienti Alfa S.r.l.',
      'Importoclienti Beta S.n.c.',
    ]);
  });

  it('a persons import, with the client as subtitle', async () => {
    const report = await importFile(
      '/api/persons/import',
      'persone.csv',
      'Nome,Cognome,E-mail,Cliente\nLuca,Importopersone,luca@importo.it,Cliente Indice\n',
    );
    expect(report).toMatchObject({ created: 1, errors: [] });
    expect(await hits('person', 'importopersone')).toMatchObject([
      { title: 'Luca Importopersone', subtitle: 'Cliente Indice' },
    ]);
  });

  it('an iCalendar import: the series and its exception', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:importo-serie',
      'DTSTART:20270901T070000Z',
      'DTEND:20270901T080000Z',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Importoserie settimanale',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:importo-serie',
      'RECURRENCE-ID:20270908T070000Z',
      'DTSTART:20270908T090000Z',
      'DTEND:20270908T100000Z',
      'SUMMARY:Importoeccezione spostata',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const report = ok(
      await t.call('POST', '/api/schedules/import', t.admin, {
        calendar_id: t.lookups.calendars?.agenda,
        ics,
      }),
    );
    expect(report).toMatchObject({ created: 2, errors: [] });
    expect((await hits('schedule', 'importoserie')).map((h) => h.title)).toEqual([
      'Importoserie settimanale',
    ]);
    expect((await hits('schedule', 'importoeccezione')).map((h) => h.title)).toEqual([
      'Importoeccezione spostata',
    ]);
  });
});

describe(`a subtitle naming another record (${testEngine})`, () => {
  it('keeps the old client name until the person changes or the index is rebuilt', async () => {
    const client = ok(
      await t.call('POST', '/api/clients', t.admin, { business_name: 'Sottotitolo Vecchio' }),
    ).client;
    const person = ok(
      await t.call('POST', '/api/persons', t.admin, {
        first_name: 'Olga',
        last_name: 'Sottotitolata',
        client_id: client.id,
      }),
    ).person;
    const subtitle = async () => (await hits('person', 'sottotitolata'))[0]?.subtitle;
    expect(await subtitle()).toBe('Sottotitolo Vecchio');

    await put(`/api/clients/${client.id}`, { ...client, business_name: 'Sottotitolo Nuovo' });
    // The client's own document follows; the person's is not rewritten by a write of another record.
    expect(await state('client', client.id, 'sottotitolo nuovo')).toBe('active');
    expect(await subtitle()).toBe('Sottotitolo Vecchio');
    expect(await hits('person', 'sottotitolo nuovo')).toEqual([]);
    expect((await hits('person', 'sottotitolo vecchio')).map((h) => h.id)).toEqual([person.id]);

    // The person's next change refreshes it.
    await put(`/api/persons/${person.id}`, { ...person, role: 'Titolare' });
    expect(await subtitle()).toBe('Titolare · Sottotitolo Nuovo');

    // So does a reindex (npm run search:reindex).
    await put(`/api/clients/${client.id}`, {
      ...(await get(`/api/clients/${client.id}`)).client,
      business_name: 'Sottotitolo Ultimo',
    });
    expect(await subtitle()).toBe('Titolare · Sottotitolo Nuovo');
    await reindexAll(t.context.db);
    expect(await subtitle()).toBe('Titolare · Sottotitolo Ultimo');
    expect((await hits('person', 'sottotitolo ultimo')).map((h) => h.id)).toEqual([person.id]);
  });
});
