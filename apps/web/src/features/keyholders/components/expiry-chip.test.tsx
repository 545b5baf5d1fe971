import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpiryChip, ExpiryDate } from './expiry-chip.tsx';

afterEach(cleanup);

describe('ExpiryChip', () => {
  it('names the state in words, with its colour', () => {
    const { container, rerender } = render(<ExpiryChip state="in_scadenza" />);
    expect(screen.getByText('In scadenza')).toBeTruthy();
    expect(container.querySelector('.MuiChip-colorWarning')).not.toBeNull();
    rerender(<ExpiryChip state="scaduta" />);
    expect(screen.getByText('Scaduta')).toBeTruthy();
    expect(container.querySelector('.MuiChip-colorError')).not.toBeNull();
  });

  it('says nothing for a valid credential or one without a date', () => {
    const { container, rerender } = render(<ExpiryChip state="valida" />);
    expect(container.textContent).toBe('');
    rerender(<ExpiryChip state={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('ExpiryDate', () => {
  it('shows the day first, then the chip', () => {
    const { container } = render(<ExpiryDate date="2026-02-28" state="scaduta" />);
    expect(container.textContent).toBe('28/02/2026Scaduta');
  });

  it('is empty without a date', () => {
    const { container } = render(<ExpiryDate date={null} state={null} />);
    expect(container.textContent).toBe('');
  });
});
