import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@postula/contract/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckIcon, ChevronDownIcon, GlobeIcon, LogOutIcon, MailIcon, MoonIcon, Settings2Icon, SunIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { usePreferences } from '../hooks/use-preferences';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-slate-700 transition-colors ' +
  'hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 ' +
  'dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * The header's settings dropdown (spec §2): theme toggle (Tema), language sub-menu (Idioma) and sign-out.
 * A click outside it or Escape closes it.
 */
export function SettingsMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const { language, theme, changeLanguage, changeTheme, saveError, clearSaveError } = usePreferences();
  const [open, setOpen] = useState(false);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const languagesId = useId();
  const dark = theme === 'oscuro';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    setOpen((value) => !value);
    setLanguagesOpen(false);
  };

  // A 403 already shows the session-expired dialog; a second dialog would only be noise.
  const showSaveError = saveError !== null && !(saveError instanceof ApiError && saveError.status === 403);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('accounts.menu.open')}
        title={t('accounts.menu.open')}
        className={`inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${
          open ? 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white' : ''
        }`}
      >
        <Settings2Icon className="size-5" />
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>

      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t('accounts.menu.open')}
          className="animate-pop-in absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            aria-label={t('accounts.menu.darkTheme')}
            onClick={() => changeTheme(dark ? 'claro' : 'oscuro')}
            className={itemClasses}
          >
            {dark ? <MoonIcon className="size-4 text-slate-400" /> : <SunIcon className="size-4 text-slate-400" />}
            <span className="flex-1">{t('accounts.menu.theme')}</span>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {dark ? t('accounts.menu.dark') : t('accounts.menu.light')}
            </span>
            <span
              aria-hidden="true"
              className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors ${
                dark ? 'bg-indigo-600' : 'bg-slate-300 dark:bg-slate-600'
              }`}
            >
              <span
                className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${
                  dark ? 'translate-x-[18px]' : 'translate-x-0.5'
                }`}
              />
            </span>
          </button>

          <button
            type="button"
            aria-expanded={languagesOpen}
            aria-controls={languagesId}
            onClick={() => setLanguagesOpen((value) => !value)}
            className={itemClasses}
          >
            <GlobeIcon className="size-4 text-slate-400" />
            <span className="flex-1">{t('accounts.menu.language')}</span>
            <span className="text-xs text-slate-500 dark:text-slate-400">{t(`common.languages.${language}`)}</span>
            <ChevronDownIcon
              className={`size-4 text-slate-400 transition-transform ${languagesOpen ? 'rotate-180' : ''}`}
            />
          </button>
          {languagesOpen ? (
            <div
              id={languagesId}
              role="group"
              aria-label={t('accounts.menu.language')}
              className="mx-1.5 mb-1 border-l border-slate-200 pl-2 dark:border-slate-700"
            >
              {LANGUAGES.map((lang) => (
                <button
                  key={lang}
                  type="button"
                  lang={lang}
                  aria-pressed={lang === language}
                  onClick={() => {
                    if (lang !== language) changeLanguage(lang);
                    setOpen(false);
                    triggerRef.current?.focus();
                  }}
                  className={`${itemClasses} py-2 ${
                    lang === language ? 'font-medium text-indigo-600 dark:text-indigo-400' : ''
                  }`}
                >
                  <span className="flex-1">{t(`common.languages.${lang}`)}</span>
                  {lang === language ? <CheckIcon className="size-4" /> : null}
                </button>
              ))}
            </div>
          ) : null}

          <Link to={paths.emailTemplates()} onClick={() => setOpen(false)} className={itemClasses}>
            <MailIcon className="size-4 text-slate-400" />
            <span className="flex-1">{t('mail.templates.title')}</span>
          </Link>

          <div className="my-1.5 border-t border-slate-100 dark:border-slate-800" />
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className={`${itemClasses} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10`}
          >
            <LogOutIcon className="size-4" />
            {t('accounts.menu.signOut')}
          </button>
        </div>
      ) : null}

      <Dialog
        open={showSaveError}
        tone="error"
        title={t('common.dialog.errorTitle')}
        onClose={clearSaveError}
        actions={<Button onClick={clearSaveError}>{t('common.actions.accept')}</Button>}
      >
        {errorText(saveError, t('accounts.save.error'))}
      </Dialog>
    </div>
  );
}
