import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon, BriefcaseIcon, FileTextIcon, Share2Icon, SparklesIcon } from 'lucide-react';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { copyText } from '../utils/clipboard';
import type { SocialPostState } from '../utils/social-post-state';
import { CopyButton } from './copy-button';
import { paths } from '../../../lib/paths';

type Variant = 'ai' | 'original';

/**
 * The social-media post screen (spec §2 "/social-media-post"): switch between the AI text and the original
 * text, edit either (each keeps its edits while switching) and copy it.
 */
export function SocialPostEditor({
  post,
  publish,
}: {
  post: SocialPostState;
  /** Publishing elsewhere (LinkedIn), given the text as it is now; composed by the route. */
  publish?: (text: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [variant, setVariant] = useState<Variant>('ai');
  const [texts, setTexts] = useState<Record<Variant, string>>({ ai: post.texto_ai, original: post.texto_original });
  const text = texts[variant];

  const variants: { key: Variant; label: string; icon: ReactNode }[] = [
    { key: 'ai', label: t('postings.socialPost.ai'), icon: <SparklesIcon className="size-4" /> },
    { key: 'original', label: t('postings.socialPost.original'), icon: <FileTextIcon className="size-4" /> },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.dashboard()}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {t('postings.socialPost.back')}
      </Link>

      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('postings.socialPost.title')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('postings.socialPost.subtitle')}</p>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div
          role="group"
          aria-label={t('postings.socialPost.variants')}
          className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid dark:bg-slate-800"
        >
          {variants.map(({ key, label, icon }) => (
            <button
              key={key}
              type="button"
              aria-pressed={variant === key}
              onClick={() => setVariant(key)}
              className={`inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-4 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 ${
                variant === key
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {icon}
              {label}
            </button>
          ))}
        </div>

        <TextAreaField
          className="mt-5"
          label={t('postings.socialPost.text')}
          rows={12}
          value={text}
          onChange={(event) => {
            const { value } = event.target;
            setTexts((current) => ({ ...current, [variant]: value }));
          }}
          hint={t('postings.socialPost.hint')}
        />

        <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <Link to={paths.job(post.evaluacion_id)} className={buttonClasses('ghost', 'md', 'sm:-ml-3')}>
            <BriefcaseIcon className="size-4" />
            {t('postings.socialPost.viewPosting')}
          </Link>
          <CopyButton
            variant="primary"
            size="md"
            label={t('postings.socialPost.copy')}
            copiedLabel={t('postings.socialPost.copied')}
            onCopy={() => copyText(text)}
          />
        </div>
        {publish ? <div className="mt-5 border-t border-slate-100 pt-5 dark:border-slate-800">{publish(text)}</div> : null}
      </div>
    </div>
  );
}

/** /social-media-post reached without a post (typed address, new tab): nothing to edit, a way back. */
export function SocialPostMissing() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/50">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
        <Share2Icon className="size-7" />
      </span>
      <h1 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t('postings.socialPost.empty')}</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">{t('postings.socialPost.emptyHint')}</p>
      <Link to={paths.dashboard()} className={buttonClasses('primary', 'md', 'mt-6')}>
        <ArrowLeftIcon className="size-4" />
        {t('postings.socialPost.back')}
      </Link>
    </div>
  );
}
