import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { TemplateFormValues } from '../utils/template-form.ts';
import { TemplateItemsEditor } from './template-items-editor.tsx';

let read: () => TemplateFormValues;

function Harness({ items }: { items: string[] }) {
  const form = useForm<TemplateFormValues>({
    defaultValues: { name: 'Consegna', items: items.map((text) => ({ text })) },
  });
  read = form.getValues;
  return <TemplateItemsEditor control={form.control} setFocus={form.setFocus} />;
}

const texts = () => read().items.map((item) => item.text);
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('TemplateItemsEditor', () => {
  it('moves an item with the keyboard, keeping the focus on it and announcing the new position', async () => {
    const user = userEvent.setup();
    render(<Harness items={['Backup', 'Collaudo', 'Consegna']} />);
    const up = screen.getByRole('button', { name: 'Sposta su «Consegna»' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Backup', 'Consegna', 'Collaudo']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sposta su «Consegna»' })),
    );
    expect(screen.getByRole('status').textContent).toBe('«Consegna» spostata in posizione 2 di 3.');

    // At the top the "up" button is disabled: the focus moves to "down" of the same item.
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Consegna', 'Backup', 'Collaudo']);
    expect(screen.getByRole('button', { name: 'Sposta su «Consegna»' })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sposta giù «Consegna»' })),
    );
    expect(screen.getByRole('button', { name: 'Sposta giù «Collaudo»' })).toHaveProperty('disabled', true);
  });

  it('adds a row with the button or Enter in a row, and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness items={['Backup']} />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi voce' }));
    expect(rows()).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Voce 2' })));
    await user.keyboard('Verbale{Enter}');
    expect(texts()).toEqual(['Backup', 'Verbale', '']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Voce 3' })));

    await user.click(screen.getByRole('button', { name: 'Elimina «Backup»' }));
    expect(texts()).toEqual(['Verbale', '']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Voce 1' })));
  });
});
