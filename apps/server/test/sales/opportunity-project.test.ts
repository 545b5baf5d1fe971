import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCodeBase } from '../../src/modules/opportunities/opportunity-project.ts';
import { testEngine } from '../test-db.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
  oppState,
  type Rec,
  rowState,
  rowType,
  type SalesApp,
} from './sales-fixtures.ts';

let t: SalesApp;
let sales: { id: number; token: string };
beforeAll(async () => {
  t = await createSalesApp();
  const id = await t.createUser({ email: 'commerciale@test.it', password: 'password-123', group: 'sales' });
  sales = { id, token: await t.login('commerciale@test.it', 'password-123') };
});
afterAll(async () => t?.close());

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** A won opportunity owned by the sales user: one accepted row (1.200,00), one rejected, notes. */
async function wonOpportunity(title: string) {
  const created = await createOpportunity(t, {
    title,
    owner_id: sales.id,
    notes: 'Il cliente vuole partire entro marzo.',
    rows: [
      {
        type_id: rowType(t, 'free'),
        state_id: rowState(t, 'accepted'),
        description: 'Sviluppo',
        quantity: 10,
        unit_price_cents: 12000,
        vat_rate: 22,
      },
      {
        type_id: rowType(t, 'free'),
        state_id: rowState(t, 'rejected'),
        description: 'Extra',
        unit_price_cents: 50000,
        vat_rate: 22,
      },
    ],
  });
  const won = await t.request({
    method: 'POST',
    url: `/api/opportunities/${created.opportunity.id}/status`,
    token: t.admin,
    payload: { state_id: oppState(t, 'won'), updated_at: created.opportunity.updated_at },
  });
  expect(won.statusCode).toBe(200);
  return created.opportunity as Rec & { id: number; number: string };
}

const contractsOf = async (opportunityId: number) =>
  json(
    await t.request({ method: 'GET', url: `/api/contracts?opportunity_id=${opportunityId}`, token: t.admin }),
  ).data as Rec[];
const projectCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const historyOf = async (opportunityId: number) =>
  json(
    await t.request({ method: 'GET', url: `/api/opportunities/${opportunityId}/activity`, token: t.admin }),
  ).data as Rec[];

describe(`won opportunity → contract and project (${testEngine})`, () => {
  it('creates the contract and a prefilled project in one call', async () => {
    const opp = await wonOpportunity('Portale clienti');
    const res = await t.request({
      method: 'POST',
      url: `/api/opportunities/${opp.id}/contract`,
      token: t.admin,
      payload: { create_project: true },
    });
    expect(res.statusCode).toBe(200);
    const { contract, project: ref } = json(res);
    expect(contract.amount_cents).toBe(120000);
    const [year, seq] = opp.number.split('/');
    expect(ref).toEqual({ id: expect.any(Number), code: `${year}-BIANCHI-${seq}`, name: 'Portale clienti' });

    const { project } = json(
      await t.request({ method: 'GET', url: `/api/projects/${ref.id}`, token: t.admin }),
    );
    expect(project).toMatchObject({
      code: `${year}-BIANCHI-${seq}`,
      name: 'Portale clienti',
      client_id: t.clientId,
      contract_id: contract.id,
      manager_id: sales.id,
      state_name: 'Da avviare',
      start_date: today,
      due_date: null,
      budget_amount_cents: 120000,
      description: 'Il cliente vuole partire entro marzo.',
      created_by: t.adminId,
    });

    // The project's history says it was created; the opportunity's mentions contract and project.
    const activity = json(
      await t.request({ method: 'GET', url: `/api/projects/${ref.id}/activity`, token: t.admin }),
    );
    expect(activity.data.map((a: Rec) => a.action)).toEqual(['created']);
    const [entry] = await historyOf(opp.id);
    expect(entry?.action).toBe('contract_created');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'contract_id', old: null, new: contract.id }),
        expect.objectContaining({ field: 'project_id', old: null, new: ref.id }),
        { field: 'project_code', old: null, new: ref.code },
      ]),
    );

    // Without the flag: the contract only, as before.
    const other = await wonOpportunity('Solo contratto');
    const only = json(
      await t.request({
        method: 'POST',
        url: `/api/opportunities/${other.id}/contract`,
        token: t.admin,
        payload: {},
      }),
    );
    expect(only.project).toBeNull();
    expect(only.contract.opportunity_id).toBe(other.id);
  });

  it('picks a free code when the natural one is taken', async () => {
    const opp = await wonOpportunity('Codice occupato');
    const [year, seq] = opp.number.split('/');
    const taken = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: t.admin,
      payload: { code: `${year}-BIANCHI-${seq}`, name: 'Già esistente' },
    });
    expect(taken.statusCode).toBe(200);
    const res = json(
      await t.request({
        method: 'POST',
        url: `/api/opportunities/${opp.id}/contract`,
        token: t.admin,
        payload: { create_project: true },
      }),
    );
    expect(res.project.code).toBe(`${year}-BIANCHI-${seq}-2`);
  });

  it('without manage_projects: 403 and neither contract nor project is written', async () => {
    const opp = await wonOpportunity('Senza permesso progetti');
    const projectsBefore = await projectCount();
    const res = await t.request({
      method: 'POST',
      url: `/api/opportunities/${opp.id}/contract`,
      token: sales.token,
      payload: { create_project: true },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).alert).toEqual({ message: 'Non hai i permessi per questa operazione.', type: 'error' });
    expect(await contractsOf(opp.id)).toEqual([]);
    expect(await projectCount()).toBe(projectsBefore);
    expect((await historyOf(opp.id)).map((a) => a.action)).not.toContain('contract_created');

    // The same user may still create the contract alone.
    const alone = await t.request({
      method: 'POST',
      url: `/api/opportunities/${opp.id}/contract`,
      token: sales.token,
      payload: {},
    });
    expect(alone.statusCode).toBe(200);
    expect(json(alone).project).toBeNull();
  });

  it('a failure while creating the project rolls back the contract too', async () => {
    const opp = await wonOpportunity('Progetto che fallisce');
    const projectsBefore = await projectCount();
    const db = t.app.db;
    // A database error on the project's insert, after the contract's insert in the same transaction.
    if (testEngine === 'sqlite') {
      await sql`create trigger fail_project before insert on projects when new.name = 'Progetto che fallisce'
        begin select raise(abort, 'project insert refused'); end`.execute(db);
    } else {
      await sql`create function fail_project() returns trigger language plpgsql as $$
        begin
          if new.name = 'Progetto che fallisce' then raise exception 'project insert refused'; end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger fail_project before insert on projects
        for each row execute function fail_project()`.execute(db);
    }
    try {
      const res = await t.request({
        method: 'POST',
        url: `/api/opportunities/${opp.id}/contract`,
        token: t.admin,
        payload: { create_project: true },
      });
      expect(res.statusCode).toBe(500);
      expect(await contractsOf(opp.id)).toEqual([]);
      expect(await projectCount()).toBe(projectsBefore);
      expect((await historyOf(opp.id)).map((a) => a.action)).not.toContain('contract_created');
    } finally {
      if (testEngine === 'sqlite') await sql`drop trigger fail_project`.execute(db);
      else {
        await sql`drop trigger fail_project on projects`.execute(db);
        await sql`drop function fail_project()`.execute(db);
      }
    }

    // Nothing half-done is left: the retry succeeds, and the rolled-back contract number is reused.
    const lastNumber = async () =>
      json(await t.request({ method: 'GET', url: '/api/contracts?sort=-number&per_page=1', token: t.admin }))
        .data[0]?.number as string;
    const before = await lastNumber();
    const retry = await t.request({
      method: 'POST',
      url: `/api/opportunities/${opp.id}/contract`,
      token: t.admin,
      payload: { create_project: true },
    });
    expect(retry.statusCode).toBe(200);
    const seq = (n: string) => Number(n.split('/')[1]);
    expect(seq(json(retry).contract.number)).toBe(seq(before) + 1);
    expect(await projectCount()).toBe(projectsBefore + 1);
  });
});

describe('projectCodeBase', () => {
  it('takes year, first word of the client (accents dropped, upper-case) and sequence', () => {
    expect(projectCodeBase('2026/0042', 'Città d’Arte S.r.l.')).toBe('2026-CITTA-0042');
    expect(projectCodeBase('2026/0001', '  "Élite" & Co.')).toBe('2026-ELITE-0001');
    expect(projectCodeBase('2026/0001', 'Supercalifragilistic SpA')).toBe('2026-SUPERCALIFRA-0001');
    expect(projectCodeBase('2026/0001', null)).toBe('2026-0001');
  });
});
