import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { LanguageSelect } from './language-select';
import { paths } from '../../../lib/paths';

interface AuthShellProps {
  children: ReactNode;
  /** The side panel; hidden on phones and small tablets (spec §2). */
  aside?: ReactNode;
  /** Show the language picker (login and registration; spec §2). */
  languagePicker?: boolean;
}

/** The frame of the guest pages: the form column and, on large screens, a side panel. */
export function AuthShell({ children, aside, languagePicker = true }: AuthShellProps) {
  return (
    <div className="flex min-h-dvh bg-white dark:bg-slate-950">
      <div className="flex min-w-0 flex-1 flex-col px-5 py-6 sm:px-10 lg:w-1/2 lg:flex-none xl:px-16">
        <header className="flex items-center justify-between gap-4">
          <Link to={paths.login()} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500">
            <Logo />
          </Link>
          {languagePicker ? <LanguageSelect /> : null}
        </header>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
      {aside ? (
        <aside className="relative hidden overflow-hidden bg-indigo-600 lg:flex lg:w-1/2 lg:flex-col dark:bg-indigo-800">{aside}</aside>
      ) : null}
    </div>
  );
}
