import type { ReactNode } from 'react';

/** One card of the squads' pages: a region named by its heading, with something beside the heading (a count). */
export function SquadCard({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <div className="card__header">
        <h2 id={`${id}-title`} className="card__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
