import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay.tsx';

afterEach(() => {
  document.getElementById('boot-shell')?.remove();
});

describe('LoadingOverlay', () => {
  it("takes over from index.html's overlay: #boot-shell is gone once React's is drawn", () => {
    const shell = document.createElement('div');
    shell.id = 'boot-shell';
    document.body.append(shell);
    const { container } = render(<LoadingOverlay open />);
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(container.querySelector('.loading-overlay--open img')).not.toBeNull();
  });

  it('draws nothing open while closed (hidden from assistive technologies)', () => {
    const { container } = render(<LoadingOverlay open={false} />);
    const overlay = container.querySelector('.loading-overlay');
    expect(overlay?.classList.contains('loading-overlay--open')).toBe(false);
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
  });
});
