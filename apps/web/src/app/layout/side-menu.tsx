import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ExternalLinkIcon, HistoryIcon, KanbanIcon, ListIcon, LogOutIcon, MailIcon, PlusIcon, ShieldCheckIcon, TagIcon } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { CONTACT_URL } from '../../lib/links';
import { paths } from '../../lib/paths';
import { useStagesT } from '../../lib/stages-texts';

interface SideMenuProps {
  onNavigate?: () => void;
  onSignOut: () => void;
}

const itemClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500';
const idleClasses =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClasses = 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300';

function MenuLink({ to, icon, children, onNavigate }: { to: string; icon: ReactNode; children: ReactNode; onNavigate?: (() => void) | undefined }) {
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      className={({ isActive }) => `${itemClasses} ${isActive ? activeClasses : idleClasses}`}
    >
      {icon}
      {children}
    </NavLink>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">{title}</h2>
      <ul className="mt-2 space-y-1">{children}</ul>
    </div>
  );
}

/** The side menu of the signed-in pages (spec §2): Searches, Settings, Contact and Sign out. */
export function SideMenu({ onNavigate, onSignOut }: SideMenuProps) {
  const { t } = useTranslation();
  const ts = useStagesT();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5 dark:border-slate-800">
        <Link
          to={paths.dashboard()}
          onClick={onNavigate}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label={t('app.layout.menu.label')} className="flex flex-1 flex-col gap-8 overflow-y-auto px-3 py-6">
        <Group title={t('app.layout.menu.searches')}>
          <li>
            <MenuLink to={paths.createJob()} icon={<PlusIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {t('app.layout.menu.createJob')}
            </MenuLink>
          </li>
          <li>
            <MenuLink to={paths.dashboard()} icon={<ListIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {t('app.layout.menu.jobList')}
            </MenuLink>
          </li>
        </Group>
        <Group title={t('app.layout.menu.settings')}>
          <li>
            <MenuLink to={paths.applicantMarks()} icon={<TagIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {t('app.layout.menu.applicantMarks')}
            </MenuLink>
          </li>
          <li>
            <MenuLink to={paths.stagesSettings()} icon={<KanbanIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {ts('settings.menu')}
            </MenuLink>
          </li>
          <li>
            <MenuLink to={paths.emailTemplates()} icon={<MailIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {t('mail.templates.title')}
            </MenuLink>
          </li>
          <li>
            <MenuLink to={paths.privacySettings()} icon={<ShieldCheckIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {t('privacy.settings.title')}
            </MenuLink>
          </li>
          <li>
            <MenuLink to={paths.activityLog()} icon={<HistoryIcon className="size-[18px]" />} onNavigate={onNavigate}>
              {t('audit.page.title')}
            </MenuLink>
          </li>
        </Group>
        <div className="mt-auto space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800">
          <a href={CONTACT_URL} target="_blank" rel="noopener noreferrer" className={`${itemClasses} ${idleClasses}`}>
            <MailIcon className="size-[18px]" />
            <span className="flex-1">{t('app.layout.menu.contact')}</span>
            <ExternalLinkIcon className="size-3.5 opacity-60" />
            <span className="sr-only"> {t('common.newTab')}</span>
          </a>
          <button type="button" onClick={onSignOut} className={`${itemClasses} ${idleClasses} w-full`}>
            <LogOutIcon className="size-[18px]" />
            {t('app.layout.menu.signOut')}
          </button>
        </div>
      </nav>
    </div>
  );
}
