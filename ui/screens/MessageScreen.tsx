'use client';
import type { ReactNode } from 'react';

/** The layout every outcome screen shares: a title, a detail and actions. */
export function MessageScreen({ title, detail, tone = 'neutral', children }: {
  title: string;
  detail?: ReactNode;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
}) {
  return (
    <div className={`ptc-screen ptc-message ptc-message--${tone}`}>
      <h2 className="ptc-screen__title">{title}</h2>
      {detail && <p className="ptc-screen__text">{detail}</p>}
      {children && <div className="ptc-screen__actions">{children}</div>}
    </div>
  );
}
