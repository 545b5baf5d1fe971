import { type ImportPreview, personImportFields } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { mappedRow, missingRequired } from './import-check.ts';

const preview: ImportPreview = {
  format: 'csv',
  headers: ['Nome', 'Cognome', 'Mail'],
  rows: [[' Anna ', 'Verdi', 'anna@esempio.it']],
  total_rows: 1,
  fields: [...personImportFields],
  suggested_mapping: {},
};

describe('import mapping', () => {
  it('reads the mapped cells of a row, trimmed; unmapped fields are absent', () => {
    expect(mappedRow(preview, { first_name: 'Nome', email: 'Mail' }, preview.rows[0]!)).toEqual({
      first_name: 'Anna',
      email: 'anna@esempio.it',
    });
    expect(mappedRow(preview, { last_name: 'Sparita' }, preview.rows[0]!)).toEqual({});
  });

  it('knows which required fields have no column', () => {
    expect(missingRequired(personImportFields, { first_name: 'Nome' }).map((f) => f.label)).toEqual([
      'Cognome',
    ]);
  });
});
