import { expect, type Page, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { navigateInApp } from '../support/navigate.ts';
import { searchWord } from '../support/search.ts';
import { signIn } from '../support/session.ts';
import {
  fill,
  hostile,
  type OpenApiDocument,
  openApiDocument,
  PAYLOADS,
  refusal,
  textFieldsOf,
  valuesAt,
  watch,
} from './hostile.ts';
import { type HostileModule, hostileModules } from './modules.ts';

/**
 * XSS and SQL-injection payloads in every free-text field of every module (the fields read from the
 * OpenAPI document, not listed by hand): the API answers each back exactly as sent — except the
 * fields a schema normalises on purpose (modules.ts `normalised`) and those it checks for a format,
 * which refuse the payload with 422 — and the pages that show them (the record, its list, the
 * search, the dashboard, the notifications, rendered Markdown) run none of it.
 */

let document: Promise<OpenApiDocument> | undefined;
const openApi = (api: Api) => {
  document ??= openApiDocument(api);
  return document;
};

/** Signs in through the form; argon2 under a loaded machine may take a while. */
async function signInToDashboard(page: Page, user: { email: string; password: string }) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
}

/**
 * Goes to `url`, waits for `text` (a value as stored) to be shown as text, and checks nothing ran.
 * Inside the signed-in app it navigates as a link would (history + popstate: no reload of the
 * bundle, so a payload that ran on an earlier page would still show in `window.__xss`); a full load
 * when the text is already on the page, so that the wait proves the new page drew it.
 */
async function visit(
  page: Page,
  watcher: ReturnType<typeof watch>,
  url: string,
  text: string,
  textbox?: string,
) {
  const target = textbox
    ? page.getByRole('textbox', { name: textbox })
    : page.getByText(text, { exact: false }).first();
  const inApp = page.url().startsWith('http') && !page.url().includes('/login');
  // A field's value is the new record's only once the page has moved to it: no reload needed there.
  if (inApp && (textbox || !(await target.isVisible()))) await navigateInApp(page, url);
  else await page.goto(url);
  // Generous: six people share this machine's two cores.
  if (textbox) await expect(target).toHaveValue(text, { timeout: 30_000 });
  else await expect(target).toBeVisible({ timeout: 30_000 });
  await watcher.check(url);
}

/** The value stored for `sent` in field `name`: as sent, unless the module normalises that field. */
function expected(module: HostileModule, name: string, sent: unknown): unknown {
  const normalise = module.normalised?.[name];
  return normalise && typeof sent === 'string' ? normalise(sent) : sent;
}

test.describe.configure({ timeout: 240_000 });

for (const module of hostileModules) {
  test(`${module.name}: hostile text in every free-text field is stored verbatim and shown inert`, async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, users.admin);
    const fields = textFieldsOf(await openApi(api), 'POST', module.create);
    const validated = module.validated ?? {};
    const free = fields.filter((field) => !(field.path.join('.') in validated));
    expect(free.length, 'free-text fields found in the OpenAPI document').toBeGreaterThan(0);
    // One word for the module's records together (its list), one for each record.
    const group = searchWord();
    const made: { record: Record<string, unknown>; payload: string }[] = [];

    for (const payload of PAYLOADS) {
      const word = searchWord();
      const body = await module.base(api);
      for (const [name, value] of Object.entries(validated)) if (value !== null) body[name] = value;
      for (const field of free) fill(body, field, (max) => hostile(payload, `${word} ${group}`, max));
      const answer = await api.post<Record<string, { id: number }>>(module.create, body);
      const id = answer[module.key]?.id;
      expect(id, `${module.create} answered a ${module.key}`).toEqual(expect.any(Number));
      const stored = await module.read(api, id as number);
      for (const field of [...free, ...fields.filter((f) => validated[f.path.join('.')] != null)]) {
        const name = field.path.join('.');
        const sent = valuesAt(body, field.path);
        const back = valuesAt(stored, field.path);
        expect(
          back.map((v) => v.at),
          `${name} of ${module.name}`,
        ).toEqual(sent.map((v) => v.at));
        sent.forEach(({ at, value }, index) => {
          expect(back[index]?.value, `${at} of ${module.name} (${payload})`).toEqual(
            expected(module, name, value),
          );
        });
      }
      made.push({ record: stored, payload });
    }

    // A format-checked field refuses the payloads with a 422 naming it, in Italian.
    const checked = Object.keys(validated);
    for (const payload of checked.length
      ? ['"><svg onload=window.__xss=1>', 'javascript:window.__xss=1']
      : []) {
      const body = await module.base(api);
      for (const field of free) fill(body, field, (max) => `Valore ${searchWord()}`.slice(0, max));
      for (const name of checked) body[name] = payload;
      const refused = await refusal(api.post(module.create, body));
      expect(refused.status, `${module.create} with ${payload} in ${checked.join(', ')}`).toBe(422);
      expect(Object.keys(refused.body.errors as object).sort()).toEqual([...checked].sort());
      expect(refused.body.message).toBe('I dati inviati non sono validi.');
    }

    // The SQL broke nothing: the module's list still answers, and finds exactly the nine records.
    if (module.list) {
      const query = new URL(module.list(group), 'http://list').search;
      const listed = await api.get<{ data: { id: number }[] }>(`${module.create}${query}`);
      expect(listed.data.map((row) => row.id).sort()).toEqual(made.map(({ record }) => record.id).sort());
    }

    const watcher = watch(page);
    await signInToDashboard(page, users.admin);
    for (const { record } of made) {
      await visit(page, watcher, module.detail(record), String(record[module.shown]), module.shownIn);
    }
    if (module.list) {
      await visit(page, watcher, module.list(group), String(made[0]?.record[module.shown]));
    }
    if (module.searchable) {
      await visit(page, watcher, `/search?q=${group}`, String(made[0]?.record[module.shown]));
    }
  });
}

test('to-do checklist items, time entries and attachment names keep hostile text inert', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const word = searchWord();
  const { todo } = await api.post<{ todo: { id: number; title: string } }>('/todos', {
    title: `Attività iniezioni ${word}`,
  });
  const texts: string[] = [];
  for (const payload of PAYLOADS) {
    const text = hostile(payload, word, 500);
    const { items } = await api.post<{ items: { text: string }[] }>(`/todos/${todo.id}/checklist`, { text });
    expect(items.map((item) => item.text)).toContain(text);
    const { timing } = await api.post<{ timing: { id: number } }>('/timings', {
      todo_id: todo.id,
      minutes: 15,
      started_at: new Date().toISOString(),
      description: text,
    });
    const read = await api.get<{ timing: { description: string } }>(`/timings/${timing.id}`);
    expect(read.timing.description).toBe(text);
    texts.push(text);
  }
  // A file's name is made safe on purpose (attachment-name.ts): the characters Windows refuses in a
  // name (`<>:"|?*`) become `_` and only the last path segment is kept, so no name holds markup.
  const names: string[] = [];
  for (const payload of PAYLOADS) {
    const { attachment } = await api.uploadWith<{
      attachment: { id: number; name: string; updated_at: string };
    }>(
      '/attachments',
      { record_type: 'todo', record_id: String(todo.id) },
      // Plain content: a text with `<script` is refused as active content (attachment-sniff.ts).
      { name: `${payload} ${word}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Allegato ${word}`) },
    );
    expect(attachment.name).toContain(word);
    expect(attachment.name).not.toMatch(/[<>"/\\]/);
    const renamed = await api.send<{ attachment: { name: string } }>(
      'PATCH',
      `/attachments/${attachment.id}`,
      {
        name: `${payload} ${word}`,
        updated_at: attachment.updated_at,
      },
    );
    expect(renamed.attachment.name).toContain(word);
    expect(renamed.attachment.name).not.toMatch(/[<>"/\\]/);
    names.push(renamed.attachment.name);
  }

  const watcher = watch(page);
  await signInToDashboard(page, users.admin);
  await visit(page, watcher, `/todos/${todo.id}/detail`, texts[0] as string);
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await watcher.check('the to-do with its checklist and time entries');
  await visit(page, watcher, `/attachments?q=${word}`, names[0] as string);
});

test('lookup values, user and group names keep hostile text inert where they are shown', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const word = searchWord();
  const lookups: { id: number; name: string }[] = [];
  const people: string[] = [];
  const groups: string[] = [];
  for (const payload of PAYLOADS) {
    const name = hostile(payload, word, 60);
    const { lookup } = await api.post<{ lookup: { id: number; name: string } }>(
      '/admin/lookups/client_categories',
      {
        name,
      },
    );
    expect(lookup.name).toBe(name);
    lookups.push(lookup);
    const surname = hostile(payload, word, 100);
    const { user } = await api.post<{ user: { name: string; surname: string } }>('/admin/users', {
      name: 'Iniezione',
      surname,
      email: `iniezione.${searchWord()}@esempio.it`,
    });
    expect(user.surname).toBe(surname);
    people.push(surname);
    const groupName = hostile(payload, word, 80);
    const { group } = await api.post<{ group: { name: string } }>('/admin/groups', { name: groupName });
    expect(group.name).toBe(groupName);
    groups.push(groupName);
  }
  // A hostile category on a client: shown on its page and in the clients' list.
  const { client } = await api.post<{ client: { id: number } }>('/clients', {
    business_name: `Cliente categoria ${word}`,
    category_id: lookups[0]?.id,
  });

  const watcher = watch(page);
  await signInToDashboard(page, users.admin);
  await visit(page, watcher, '/admin/lookups/client_categories', lookups[0]?.name as string);
  await visit(page, watcher, `/admin/users?q=${word}`, people[0] as string);
  await visit(page, watcher, '/admin/groups', groups[0] as string);
  await visit(page, watcher, `/crm/detail/${client.id}`, lookups[0]?.name as string);
  await visit(page, watcher, `/crm?q=${word}`, lookups[0]?.name as string);
});

test('the notifications and the dashboard of an assignee keep hostile to-do titles inert', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const { data } = await api.get<{ data: { id: number; email: string }[] }>(
    `/admin/users?q=${encodeURIComponent(users.technician.email)}`,
  );
  const technician = data.find((user) => user.email === users.technician.email);
  expect(technician, 'the demo technician').toBeDefined();
  const word = searchWord();
  const titles: string[] = [];
  for (const payload of PAYLOADS) {
    const title = hostile(payload, word, 300);
    await api.post('/todos', {
      title,
      assignee_ids: [technician?.id],
      due_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    titles.push(title);
  }
  const watcher = watch(page);
  await signInToDashboard(page, users.technician);
  await watcher.check('the dashboard');
  await visit(page, watcher, '/notifications', titles.at(-1) as string);
  await visit(page, watcher, `/todos?q=${word}`, titles[0] as string);
  await page.goto('/dashboard');
  await expect(page.getByText(titles.at(-1) as string).first()).toBeVisible({ timeout: 30_000 });
  await watcher.check('the dashboard with the hostile to-dos');
});

test('the search page and the API search take every payload as a query, inert', async ({ page, request }) => {
  const api = await Api.as(request, users.admin);
  const watcher = watch(page);
  await signInToDashboard(page, users.admin);
  for (const payload of PAYLOADS) {
    const answer = await api.get<{ q: string }>(`/search?q=${encodeURIComponent(payload)}`);
    expect(answer.q).toBe(payload);
    await navigateInApp(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('searchbox', { name: 'Cerca in Officina' })).toHaveValue(payload);
    await expect(page.getByRole('status').or(page.getByRole('list')).first()).toBeVisible({
      timeout: 30_000,
    });
    await watcher.check(`/search?q=${payload}`);
  }
});

test('a documentation page rendered from hostile Markdown links and shows nothing that runs', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const word = searchWord();
  const body = [
    `# Pagina ostile ${word}`,
    '[collegamento script](javascript:window.__xss=1)',
    '[maiuscolo](JAVASCRIPT:window.__xss=1)',
    '[spazi](  javascript:window.__xss=1  )',
    '[entità](jav&#x61;script:window.__xss=1)',
    '[dati](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
    '[vbs](vbscript:msgbox)',
    '<javascript:window.__xss=1>',
    '![immagine](x" onerror="window.__xss=1)',
    '<img src=x onerror="window.__xss=1">',
    '<a href="javascript:window.__xss=1">grezzo</a>',
    '<script>window.__xss=1</script>',
    '<svg onload=window.__xss=1></svg>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '| a | b |',
    '|---|---|',
    '| <img src=x onerror=window.__xss=1> | [x](javascript:window.__xss=1) |',
    '```html',
    '<script>window.__xss=1</script>',
    '```',
    '[sicuro](https://esempio.it/?q="><svg/onload=window.__xss=1>)',
  ].join('\n\n');
  const { html } = await api.post<{ html: string }>('/documentations/preview', { body });
  expect(html, 'an event handler attribute').not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html, 'a script element').not.toMatch(/<script/i);
  // Inside tags only: in text, `<` is escaped, so `<[^>]*` never starts in a text node.
  expect(html, 'a script or data link').not.toMatch(
    /<[^>]*\s(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
  );
  expect(html, 'an svg or iframe element').not.toMatch(/<(svg|iframe)/i);
  const { documentation } = await api.post<{ documentation: { id: number; body: string } }>(
    '/documentations',
    {
      title: `Markdown ostile ${word}`,
      body,
    },
  );
  expect(documentation.body).toBe(body);

  const watcher = watch(page);
  await signInToDashboard(page, users.admin);
  await visit(page, watcher, `/documentations/${documentation.id}/detail`, `Pagina ostile ${word}`);
  // The raw HTML is shown as text, not as elements.
  await expect(page.getByText('<img src=x onerror="window.__xss=1">').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'sicuro' })).toHaveAttribute(
    'href',
    /^https:\/\/esempio\.it\//,
  );
  await watcher.check('the rendered Markdown');
});

test('the offer PDF of an opportunity full of payloads is a plain PDF with no script or action', async ({
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const word = searchWord();
  const all = PAYLOADS.join(' ');
  const { client } = await api.post<{ client: { id: number } }>('/clients', {
    business_name: `${all} ${word}`.slice(0, 200),
  });
  const free = await api.lookupId('opportunity_rows_type', 'free');
  const { opportunity } = await api.post<{ opportunity: { id: number } }>('/opportunities', {
    title: `${PAYLOADS[0]} ${word}`,
    client_id: client.id,
    payment_terms: all,
    notes: all,
    rows: PAYLOADS.map((payload) => ({
      type_id: free,
      description: payload,
      quantity: 1,
      unit_price_cents: 100,
    })),
  });
  const pdf = await api.raw(`/opportunities/${opportunity.id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  const bytes = (await pdf.body()).toString('latin1');
  expect(bytes.startsWith('%PDF-')).toBe(true);
  // Dictionary entries that would run script, launch a program, submit a form or act on opening.
  for (const entry of [
    /\/JavaScript\b/,
    /\/JS\s*[(<]/,
    /\/Launch\b/,
    /\/OpenAction\b/,
    /\/AA\s*<</,
    /\/SubmitForm\b/,
  ]) {
    expect(bytes, `${entry} in the offer PDF`).not.toMatch(entry);
  }
  expect(bytes, 'a javascript: link in the offer PDF').not.toMatch(/\/URI\s*\(\s*javascript:/i);
});
