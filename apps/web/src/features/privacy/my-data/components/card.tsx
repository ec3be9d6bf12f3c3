import { useId, type ReactNode } from 'react';
import { PublicCard } from '../../../../components/public/public-page';

/** A card of the private page, named by its heading. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <PublicCard labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-3 text-sm leading-6 text-slate-700 dark:text-slate-300">{children}</div>
    </PublicCard>
  );
}
