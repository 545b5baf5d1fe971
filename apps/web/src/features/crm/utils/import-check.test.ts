import { clientImportFields, type ImportPreview, personImportFields } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { checkPreviewRows, isoFromItalianDate, missingRequired } from './import-check.ts';

const lookups = {
  clientStates: [{ id: 1, name: 'Attivo' }],
  clientCategories: [{ id: 5, name: 'Pubblica amministrazione' }],
  personTypes: [{ id: 9, name: 'Referente' }],
  users: [{ id: 7, name: 'Maria Rossi', email: 'maria@demo.officina.it' }],
};

const clientsPreview: ImportPreview = {
  format: 'csv',
  headers: ['Nome', 'P.IVA', 'Stato', 'Prov', 'Commerciale'],
  rows: [
    ['Rossi S.r.l.', '01234567897', 'attivo', 'MI', 'maria@demo.officina.it'],
    ['', '12345678901', 'Chiuso', 'XX', 'Gino'],
    ['Müller GmbH', 'DE123456789', '', 'Bayern', ''],
  ],
  total_rows: 3,
  fields: [...clientImportFields],
  suggested_mapping: {},
};
const mapping = {
  business_name: 'Nome',
  vat_number: 'P.IVA',
  state: 'Stato',
  province: 'Prov',
  account_manager: 'Commerciale',
};

describe('import preview check', () => {
  it('accepts a good row, resolving names case- and accent-insensitively', () => {
    const [first] = checkPreviewRows('clients', clientsPreview, mapping, lookups);
    expect(first).toEqual({ line: 2, problems: [] });
  });

  it('reports every problem of a bad row in Italian, by field label', () => {
    const second = checkPreviewRows('clients', clientsPreview, mapping, lookups)[1]!;
    const byLabel = Object.fromEntries(second.problems.map((p) => [p.label, p.messages[0]]));
    expect(second.line).toBe(3);
    expect(byLabel).toMatchObject({
      'Ragione sociale': 'Inserisci la ragione sociale',
      'Partita IVA': expect.stringMatching(/^Partita IVA non valida/),
      Stato: 'Stato «Chiuso» non trovato',
      'Account manager': 'Utente «Gino» non trovato',
      Provincia: 'Provincia non valida',
    });
  });

  it('skips the Italian checks for a foreign country', () => {
    const foreign = {
      ...clientsPreview,
      headers: [...clientsPreview.headers, 'Paese'],
      rows: [[...clientsPreview.rows[2]!, 'DE']],
    };
    const [row] = checkPreviewRows('clients', foreign, { ...mapping, country: 'Paese' }, lookups);
    expect(row!.problems).toEqual([]);
  });

  it('checks persons, with Italian dates', () => {
    const preview: ImportPreview = {
      format: 'xlsx',
      headers: ['Nome', 'Cognome', 'Mail', 'Privacy', 'Tipo'],
      rows: [
        ['Anna', 'Verdi', 'anna@esempio.it', '04/03/2026', 'referente'],
        ['Luca', '', 'non-una-mail', '31/02/2026', 'Boss'],
      ],
      total_rows: 2,
      fields: [...personImportFields],
      suggested_mapping: {},
    };
    const map = {
      first_name: 'Nome',
      last_name: 'Cognome',
      email: 'Mail',
      privacy_consent_on: 'Privacy',
      type: 'Tipo',
    };
    const [good, bad] = checkPreviewRows('persons', preview, map, lookups);
    expect(good!.problems).toEqual([]);
    expect(bad!.problems.map((p) => p.label).sort()).toEqual([
      'Cognome',
      'Consenso privacy',
      'E-mail',
      'Tipo',
    ]);
  });

  it('knows which required fields have no column', () => {
    expect(missingRequired(personImportFields, { first_name: 'Nome' }).map((f) => f.label)).toEqual([
      'Cognome',
    ]);
    expect(isoFromItalianDate('4/3/2026')).toBe('2026-03-04');
  });
});
