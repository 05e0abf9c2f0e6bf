import type { ReactNode } from 'react';

interface PanelProps {
  /** Names the heading `${id}-heading`, which labels the section (and anything else that points at it). */
  id: string;
  title: string;
  /** One line on what the panel is for. */
  purpose: ReactNode;
  /** A control beside the title, such as "Log out". */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the demo page: a titled region that says what it is for. */
export function Panel({ id, title, purpose, action, children }: PanelProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="demo-card">
      <div className="demo-card__head">
        <h2 id={`${id}-heading`}>{title}</h2>
        {action}
      </div>
      <p className="demo-card__purpose">{purpose}</p>
      {children}
    </section>
  );
}
