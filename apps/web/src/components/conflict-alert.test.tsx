import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictAlert } from './conflict-alert.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConflictAlert', () => {
  it('scrolls itself into view and unmounts cleanly where scrollIntoView returns a Promise (Chromium)', async () => {
    // jsdom has no scrollIntoView; Chromium 156's returns a Promise.
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    const onReload = vi.fn();
    const view = render(<ConflictAlert what="Il cliente" reloading={false} onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Il cliente è stato modificato da un altro utente',
    );
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(onReload).toHaveBeenCalledOnce();
    // The form drops the alert after reloading: unmounting must not throw.
    expect(() => view.unmount()).not.toThrow();
  });
});
