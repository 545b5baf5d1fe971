import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchAutocomplete } from './search-autocomplete.tsx';

interface Item {
  id: number;
  title: string;
}

function Picker({ options }: { options: Item[] }) {
  return (
    <SearchAutocomplete<Item>
      options={options}
      selected={null}
      onChange={vi.fn()}
      onInput={vi.fn()}
      getOptionLabel={(option) => option.title}
      loading={false}
      searching
      notFoundText="Nessun to-do trovato"
      idleText="Nessun to-do"
      label="To-do"
    />
  );
}

const shown = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SearchAutocomplete', () => {
  it('shows exactly the options of the latest search, also when several share a title', async () => {
    // Many to-dos repeat a title ("Aggiornare WordPress" on every project): rows were keyed by
    // title, so rows of an earlier search stayed in the list and could be picked.
    const first = [
      { id: 1, title: 'Aggiornare WordPress' },
      { id: 2, title: 'Aggiornare WordPress' },
      { id: 3, title: 'Revisione grafica' },
    ];
    const { rerender } = render(<Picker options={first} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'To-do' }));
    expect(shown()).toEqual(['Aggiornare WordPress', 'Aggiornare WordPress', 'Revisione grafica']);

    rerender(
      <Picker
        options={[
          { id: 4, title: 'Rinnovo dominio' },
          { id: 5, title: 'Rinnovo dominio' },
        ]}
      />,
    );
    expect(shown()).toEqual(['Rinnovo dominio', 'Rinnovo dominio']);
  });
});
