import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';
import { SettingsMenu } from '../../features/accounts/components/settings-menu';
import { IconButton } from '../../components/ui/icon-button';
import { MenuIcon } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { useSessionStore } from '../../lib/session-store';
import { MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { paths } from '../../lib/paths';

/** The frame of the signed-in pages (spec §2 "Layout"): side menu, header, page. */
export function AppLayout() {
  const { t } = useTranslation();
  const companyName = useSessionStore((state) => state.nombre_empresa);
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onSignOut = () => {
    setMenuOpen(false);
    void signOut();
  };

  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <SideMenu onSignOut={onSignOut} />
      </aside>
      <MobileMenu open={menuOpen} onClose={closeMenu} onSignOut={onSignOut} />

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/85 px-3 backdrop-blur sm:px-6 lg:px-8 dark:border-slate-800 dark:bg-slate-900/85">
          <IconButton
            label={t('app.layout.menu.open')}
            icon={<MenuIcon className="size-5" />}
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            className="lg:hidden"
          />
          <Link
            to={paths.dashboard()}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500 lg:hidden"
          >
            <Logo compact />
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            {companyName ? (
              <span className="flex min-w-0 items-center gap-2.5">
                <span
                  aria-hidden="true"
                  className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 sm:flex dark:bg-indigo-500/20 dark:text-indigo-300"
                >
                  {companyName.charAt(0).toUpperCase()}
                </span>
                <span className="truncate text-sm font-medium text-slate-700 dark:text-slate-200">{companyName}</span>
              </span>
            ) : null}
            <SettingsMenu onSignOut={onSignOut} />
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
