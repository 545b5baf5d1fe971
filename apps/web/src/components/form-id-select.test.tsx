import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormIdSelect, type IdOption, UNAVAILABLE_OPTION_LABEL } from './form-id-select.tsx';

afterEach(cleanup);

const states: IdOption[] = [
  { id: 1, name: 'Prospect', color: '#0288d1' },
  { id: 2, name: 'Attivo', color: '#2e7d32' },
];

function StateForm({ stateId }: { stateId: number | null }) {
  const { control } = useForm<{ state_id: number | null }>({ defaultValues: { state_id: stateId } });
  return <FormIdSelect control={control} name="state_id" label="Stato" options={states} />;
}

describe('FormIdSelect', () => {
  it('shows an offered value by its name', () => {
    render(<StateForm stateId={2} />);
    expect(screen.getByRole('combobox', { name: 'Stato' }).textContent).toContain('Attivo');
  });

  it('shows a stored id that is no longer offered (an archived value) as «Non più disponibile», not empty', () => {
    render(<StateForm stateId={9} />);
    expect(screen.getByRole('combobox', { name: 'Stato' }).textContent).toContain(UNAVAILABLE_OPTION_LABEL);
  });

  it('says nothing of availability for an empty field', () => {
    render(<StateForm stateId={null} />);
    expect(screen.getByRole('combobox', { name: 'Stato' }).textContent).not.toContain(
      UNAVAILABLE_OPTION_LABEL,
    );
  });
});
