import { initialsOf } from './initials';

interface PostingHeroProps {
  company: string;
  position: string;
  /** The small line above the position: what this page is about (the posting, the interview). */
  eyebrow: string;
}

/** The top band of the candidate's pages: who is hiring and for what. */
export function PostingHero({ company, position, eyebrow }: PostingHeroProps) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-base font-bold ring-1 ring-white/30 backdrop-blur-sm"
        >
          {initialsOf(company)}
        </span>
        <p className="min-w-0 text-base font-semibold break-words text-white">{company}</p>
      </div>
      <p className="mt-6 text-xs font-semibold tracking-[0.14em] text-indigo-100 uppercase sm:mt-8 dark:text-indigo-200">
        {eyebrow}
      </p>
      <h1 className="mt-1.5 text-2xl leading-tight font-bold tracking-tight break-words text-white sm:text-4xl">{position}</h1>
    </div>
  );
}
