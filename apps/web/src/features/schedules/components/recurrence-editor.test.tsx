import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateLocalizationProvider } from '../../../components/date-localization-provider.tsx';
import { buildRrule, noRecurrence, type Recurrence } from '../utils/recurrence.ts';
import { RecurrenceEditor } from './recurrence-editor.tsx';

afterEach(cleanup);

let written: string | null = null;

/** The editor with its state, as the dialog holds it; `written` is the rule it would send. */
function Harness({ startDay }: { startDay: string }) {
  const [value, setValue] = useState<Recurrence>(noRecurrence);
  const [skip, setSkip] = useState(false);
  written = buildRrule(value, startDay, false);
  return (
    <DateLocalizationProvider>
      <RecurrenceEditor
        value={value}
        onChange={setValue}
        startDay={startDay}
        allDay={false}
        skipHolidays={skip}
        onSkipHolidays={setSkip}
      />
    </DateLocalizationProvider>
  );
}

async function choose(frequency: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Ripetizione' }));
  await userEvent.click(screen.getByRole('option', { name: frequency }));
}

describe('RecurrenceEditor', () => {
  it('writes a weekly rule on the chosen days, ending after N times, and says it in Italian', async () => {
    render(<Harness startDay="2026-03-10" />);
    expect(screen.queryByTestId('recurrence-summary')).toBeNull();
    await choose('Ogni settimana');
    expect(screen.getByRole('button', { name: 'Mar' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Gio' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Ogni' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Ogni' }), '2');
    await userEvent.click(screen.getByRole('radio', { name: 'Dopo' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Volte' }), '10');
    await userEvent.click(screen.getByLabelText('Salta i festivi'));
    expect(written).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=10');
    expect(screen.getByTestId('recurrence-summary').textContent).toBe(
      'Ogni 2 settimane il martedì e il giovedì, 10 volte, festivi esclusi',
    );
  });

  it('offers the day of the month or its weekday’s place, computed from the start', async () => {
    render(<Harness startDay="2026-03-10" />);
    await choose('Ogni mese');
    const group = screen.getByRole('radiogroup', { name: 'Giorno del mese' });
    expect((within(group).getByRole('radio', { name: 'Il giorno 10' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Il secondo martedì' }));
    expect(written).toBe('FREQ=MONTHLY;BYDAY=2TU');
    expect(screen.getByTestId('recurrence-summary').textContent).toBe('Ogni mese il secondo martedì');
    await choose('Non si ripete');
    expect(written).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Giorno del mese' })).toBeNull();
  });
});
