import type { ButtonHTMLAttributes } from 'react';

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** Shows a spinner in place of the label (which stays the accessible name) and blocks clicks. */
  loading?: boolean;
};

/** The contained primary button of the public pages (MUI's look, no MUI: see controls.css). */
export function PlainButton({
  loading = false,
  disabled,
  children,
  type = 'button',
  ...button
}: PlainButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className="ui-button"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {children}
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
    </button>
  );
}
