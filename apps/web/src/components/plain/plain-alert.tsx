import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon.tsx';

/** A success message announced politely (role status), like MUI's standard success Alert. */
export function PlainAlert({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="ui-alert">
      <span className="ui-alert__icon">
        <PlainIcon name="success" />
      </span>
      <div className="ui-alert__message">{children}</div>
    </div>
  );
}
