import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from '../lib/toast.ts';
import { Toasts } from './toasts.tsx';

afterEach(cleanup);

describe('Toasts (issue 23)', () => {
  it('appear at the bottom right, away from the user menu in the app bar', async () => {
    render(<Toasts />);
    await act(async () => showToast({ message: 'Cliente salvato', type: 'success' }));
    const toast = await screen.findByText('Cliente salvato');
    const container = toast.closest('.Toastify__toast-container');
    expect(container?.className).toContain('Toastify__toast-container--bottom-right');
  });
});
