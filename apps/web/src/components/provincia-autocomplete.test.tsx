import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProvinciaAutocomplete } from './provincia-autocomplete.tsx';

/** The picker as forms and filters use it: the parent keeps the sigla. */
function Picker({ initial, onChange }: { initial: string | null; onChange: (code: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ProvinciaAutocomplete
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

async function typeAndEnter(typed: string, initial: string | null = null) {
  const onChange = vi.fn();
  render(<Picker initial={initial} onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Provincia' });
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.keyboard('{Enter}');
  return { onChange, input };
}

describe('ProvinciaAutocomplete', () => {
  it('picks the province named by the text on Enter, not one of a region matching it', async () => {
    const { onChange, input } = await typeAndEnter('Mon');
    expect(onChange).toHaveBeenLastCalledWith('MB');
    expect(input).toHaveProperty('value', 'MB — Monza e Brianza');
  });

  it('replaces a picked province: "Rom" is Roma, not Piacenza (Emilia-Romagna)', async () => {
    const { onChange, input } = await typeAndEnter('Rom', 'PC');
    expect(onChange).toHaveBeenLastCalledWith('RM');
    expect(input).toHaveProperty('value', 'RM — Roma');
  });

  it('finds by sigla first', async () => {
    expect((await typeAndEnter('mi')).onChange).toHaveBeenLastCalledWith('MI');
  });

  it('finds a name without its accent', async () => {
    expect((await typeAndEnter('forli')).onChange).toHaveBeenLastCalledWith('FC');
  });

  it('lists a region’s provinces for its name without picking one on Enter', async () => {
    const { onChange } = await typeAndEnter('lomb');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('MI — Milano');
    expect(onChange).not.toHaveBeenCalled();
  });
});
