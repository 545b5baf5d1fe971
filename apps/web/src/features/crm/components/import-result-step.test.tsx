import { clientImportFields, type ImportReport } from '@officina/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportResultStep } from './import-result-step.tsx';

const report: ImportReport = {
  dry_run: false,
  created: 1,
  updated: 1,
  skipped: 3,
  errors: [
    { row: 4, errors: { vat_number: ['Partita IVA non valida'] } },
    { row: 5, errors: { business_name: ['Inserisci la ragione sociale'] } },
  ],
  corrections: [],
};

describe('ImportResultStep', () => {
  it('says in one line how many rows were saved and refused (no bar left half full)', () => {
    render(<ImportResultStep running={false} report={report} total={5} fields={clientImportFields} />);
    expect(screen.getByText('Importazione completata: 2 righe salvate, 2 scartate.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('singular, and no refusals mentioned when there are none', () => {
    const one: ImportReport = { ...report, created: 1, updated: 0, skipped: 0, errors: [] };
    render(<ImportResultStep running={false} report={one} total={1} fields={clientImportFields} />);
    expect(screen.getByText('Importazione completata: 1 riga salvata.')).toBeTruthy();
  });

  it('shows a bar while the import runs', () => {
    render(<ImportResultStep running report={null} total={12000} fields={clientImportFields} />);
    expect(screen.getByText('Importazione di 12.000 righe in corso…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Importazione in corso' })).toBeTruthy();
  });
});
