import { DASHBOARD_WIDGETS } from '@officina/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultLayout, type LayoutItem, moveItem, normalizeLayout } from '../utils/layout.ts';
import { LayoutDialog } from './layout-dialog.tsx';

/** The dialog over a layout held in state, as the page holds it (each change applied at once). */
function Harness({ initial, saved }: { initial: LayoutItem[]; saved: LayoutItem[][] }) {
  const latest = useRef(initial);
  const [items, setItems] = useState(initial);
  return (
    <LayoutDialog
      open
      onClose={() => undefined}
      items={items}
      onChange={(update) => {
        const next = update(latest.current);
        latest.current = next;
        saved.push(next);
        setItems(next);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Widget della dashboard' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.testid?.replace('layout-', ''));

describe('normalizeLayout', () => {
  it('keeps the saved order, drops unknown and repeated keys, appends the missing widgets shown', () => {
    const layout = normalizeLayout([
      { key: 'pipeline', hidden: true },
      { key: 'nope' as never, hidden: false },
      { key: 'pipeline', hidden: false },
      { key: 'time', hidden: false },
    ]);
    expect(layout.slice(0, 2)).toEqual([
      { key: 'pipeline', hidden: true },
      { key: 'time', hidden: false },
    ]);
    expect(layout.map((item) => item.key).sort()).toEqual([...DASHBOARD_WIDGETS].sort());
    expect(layout.slice(2).every((item) => !item.hidden)).toBe(true);
  });

  it('moves an item one place and leaves the ends alone', () => {
    const items = defaultLayout();
    expect(moveItem(items, 'time', -1)[0]?.key).toBe('time');
    expect(moveItem(items, 'time', 1)[2]?.key).toBe('time');
    expect(moveItem(items, 'my_todos', -1)).toEqual(items);
    expect(moveItem(items, 'notifications', 1)).toEqual(items);
  });
});

describe('LayoutDialog', () => {
  it('lists every widget in order with its Italian label, a switch and the two move buttons', () => {
    render(<Harness initial={defaultLayout()} saved={[]} />);
    expect(order()).toEqual([...DASHBOARD_WIDGETS]);
    expect(screen.getByRole('switch', { name: 'Mostra «Contratti in scadenza»' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('button', { name: 'Sposta su «I miei to-do»' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sposta giù «Notifiche non lette»' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('hides a widget with its switch and saves the whole layout', async () => {
    const user = userEvent.setup();
    const saved: LayoutItem[][] = [];
    render(<Harness initial={defaultLayout()} saved={saved} />);
    await user.click(screen.getByRole('switch', { name: 'Mostra «Pipeline delle opportunità»' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.find((item) => item.key === 'pipeline')?.hidden).toBe(true);
    expect(saved[0]?.filter((item) => item.hidden)).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Mostra «Pipeline delle opportunità»' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('moves by keyboard and keeps the focus on the moved widget, switching button at the top', async () => {
    const user = userEvent.setup();
    const saved: LayoutItem[][] = [];
    render(<Harness initial={defaultLayout()} saved={saved} />);
    screen.getByRole('button', { name: 'Sposta su «Prossimi appuntamenti»' }).focus();
    await user.keyboard('{Enter}');
    expect(order().slice(0, 3)).toEqual(['my_todos', 'upcoming_events', 'time']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Sposta su «Prossimi appuntamenti»' }),
    );
    await user.keyboard('{Enter}');
    expect(order().slice(0, 2)).toEqual(['upcoming_events', 'my_todos']);
    // At the top "Sposta su" is disabled: the focus goes to its "Sposta giù".
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Sposta giù «Prossimi appuntamenti»' }),
    );
    expect(saved).toHaveLength(2);
  });

  it('"Ripristina predefiniti" brings back every widget, shown, in the default order', async () => {
    const user = userEvent.setup();
    const saved: LayoutItem[][] = [];
    const shuffled = [...defaultLayout()]
      .reverse()
      .map((item, index) => ({ ...item, hidden: index % 2 === 0 }));
    render(<Harness initial={shuffled} saved={saved} />);
    expect(order()[0]).toBe('notifications');
    await user.click(screen.getByRole('button', { name: 'Ripristina predefiniti' }));
    expect(saved.at(-1)).toEqual(defaultLayout());
    expect(order()).toEqual([...DASHBOARD_WIDGETS]);
  });
});
