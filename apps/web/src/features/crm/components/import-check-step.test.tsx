import { clientImportFields, type ImportReport } from '@officina/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportCheckStep } from './import-check-step.tsx';

const report: ImportReport = {
  dry_run: true,
  created: 3,
  updated: 1,
  skipped: 2,
  errors: [
    { row: 5, errors: { state: ['Stato sconosciuto: «Boh»'], vat_number: ['Partita IVA non valida'] } },
  ],
  corrections: [],
};

describe('ImportCheckStep', () => {
  it("shows the server's dry run of the whole file: counts and refused rows in Italian", () => {
    render(<ImportCheckStep report={report} total={6} fields={clientImportFields} />);
    expect(screen.getByText(/1 riga ha dei problemi/)).toBeTruthy();
    expect(screen.getByText('Da creare').previousElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Da aggiornare').previousElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Senza modifiche').previousElementSibling?.textContent).toBe('1');
    const refused = within(screen.getByRole('list', { name: 'Righe scartate' }));
    expect(refused.getByText('Riga 5')).toBeTruthy();
    // A message that names its field is not prefixed with the field again.
    expect(refused.getByText('Stato sconosciuto: «Boh» · Partita IVA non valida')).toBeTruthy();
  });

  it("doesn't offer to import anyway when no row is correct", () => {
    const allRefused: ImportReport = { ...report, created: 0, updated: 0, skipped: 1 };
    render(<ImportCheckStep report={allRefused} total={1} fields={clientImportFields} />);
    expect(
      screen.getByText(/Nessuna riga corretta da importare: correggi il file e ricaricalo\./),
    ).toBeTruthy();
    expect(screen.queryByText(/importa comunque/)).toBeNull();
  });

  it('offers to import the correct rows anyway when there are some', () => {
    render(<ImportCheckStep report={report} total={6} fields={clientImportFields} />);
    expect(screen.getByText(/oppure importa comunque le righe corrette\./)).toBeTruthy();
    expect(screen.queryByText(/Nessuna riga corretta/)).toBeNull();
  });

  it('lists the rows the server corrected on its own, with what became what', () => {
    const corrected: ImportReport = {
      ...report,
      errors: [],
      corrections: [
        { row: 3, corrections: { postal_code: ['Zeri iniziali ripristinati: «184» → «00184»'] } },
      ],
    };
    render(<ImportCheckStep report={corrected} total={6} fields={clientImportFields} />);
    expect(screen.getByText('Correzioni automatiche')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Correzioni automatiche' }));
    expect(rows.getByText('Riga 3')).toBeTruthy();
    expect(rows.getByText('CAP: Zeri iniziali ripristinati: «184» → «00184»')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Righe scartate' })).toBeNull();
  });

  it('shows no corrections list when nothing was corrected', () => {
    render(<ImportCheckStep report={report} total={6} fields={clientImportFields} />);
    expect(screen.queryByRole('list', { name: 'Correzioni automatiche' })).toBeNull();
  });

  it('waits for the check with a bar', () => {
    render(<ImportCheckStep report={null} total={12000} fields={clientImportFields} />);
    expect(screen.getByText('Verifica di 12.000 righe in corso…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Verifica in corso' })).toBeTruthy();
  });
});
