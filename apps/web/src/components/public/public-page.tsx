import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';

interface PublicPageProps {
  /** The posting's band across the top (company and position); a plain band when there is none yet. */
  hero?: ReactNode;
  children: ReactNode;
}

/** The frame of the candidate's pages: no app menu, phone first, the cards overlapping a coloured band. */
export function PublicPage({ hero, children }: PublicPageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100 dark:bg-slate-950">
      <header className="relative isolate overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 px-5 pt-8 pb-24 text-white sm:pt-12 sm:pb-28 dark:from-indigo-950 dark:via-indigo-900 dark:to-violet-950">
        {/* Soft light shapes: decoration only. */}
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-white/10 blur-2xl dark:bg-indigo-400/10"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-violet-300/20 blur-3xl dark:bg-violet-500/10"
        />
        <div className="mx-auto max-w-2xl">{hero}</div>
      </header>
      <main className="relative -mt-16 flex-1 px-4 sm:-mt-20 sm:px-6">
        <div className="mx-auto max-w-2xl space-y-4 sm:space-y-5">{children}</div>
      </main>
      <PublicFooter />
    </div>
  );
}

interface PublicCardProps {
  children: ReactNode;
  className?: string;
  /** The id of the card's heading, which names it as a region. */
  labelledBy?: string | undefined;
}

/** A white card of the candidate's pages. */
export function PublicCard({ children, className = '', labelledBy }: PublicCardProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-3xl bg-white p-5 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200/80 sm:p-8 dark:bg-slate-900 dark:shadow-black/20 dark:ring-slate-800 ${className}`}
    >
      {children}
    </section>
  );
}
