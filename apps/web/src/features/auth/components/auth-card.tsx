import { type ReactNode, useId } from 'react';

/**
 * The centred card of the sign-in pages, with the page's one h1. Plain elements and CSS
 * (components/plain/controls.css): /login stays MUI-free for its bundle budget (docs/ARCHITECTURE.md).
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <section className="ui-card" aria-labelledby={titleId}>
        <h1 id={titleId} className="ui-card__title">
          {title}
        </h1>
        {intro && <p className="ui-card__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
