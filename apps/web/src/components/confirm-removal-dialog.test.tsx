import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/toast.ts';
import { ConfirmRemovalDialog } from './confirm-removal-dialog.tsx';

afterEach(cleanup);

const item = { id: 7, name: 'Apertura cantiere' };

function setup(outcome: 'success' | 'error') {
  const onClose = vi.fn();
  const mutate = vi.fn((_id: number, callbacks: { onSuccess: () => void; onError: () => void }) =>
    outcome === 'success' ? callbacks.onSuccess() : callbacks.onError(),
  );
  const toast = vi.spyOn(notify, 'success').mockImplementation(() => {});
  render(
    <ConfirmRemovalDialog
      item={item}
      onClose={onClose}
      remove={{ mutate, isPending: false }}
      title="Eliminare il modello?"
      removedMessage="Modello eliminato"
    >
      {(t) => `«${t.name}» non sarà più proposto.`}
    </ConfirmRemovalDialog>,
  );
  return { onClose, mutate, toast };
}

describe('ConfirmRemovalDialog', () => {
  it('asks about the record, removes it on Elimina, then closes with a toast', async () => {
    const { onClose, mutate, toast } = setup('success');
    expect(screen.getByRole('dialog', { name: 'Eliminare il modello?' }).textContent).toContain(
      '«Apertura cantiere» non sarà più proposto.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(mutate).toHaveBeenCalledWith(7, expect.any(Object));
    expect(toast).toHaveBeenCalledWith('Modello eliminato');
    expect(onClose).toHaveBeenCalledTimes(1);
    toast.mockRestore();
  });
  it('closes without a success toast when the removal fails, and cancels without removing', async () => {
    const failed = setup('error');
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(failed.toast).not.toHaveBeenCalled();
    expect(failed.onClose).toHaveBeenCalledTimes(1);
    failed.toast.mockRestore();
    cleanup();
    const cancelled = setup('success');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(cancelled.mutate).not.toHaveBeenCalled();
    expect(cancelled.onClose).toHaveBeenCalledTimes(1);
    cancelled.toast.mockRestore();
  });
});
