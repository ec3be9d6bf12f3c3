import { useEffect, useRef, type ReactNode } from 'react';
import type { UploadResult } from '@postula/contract/applicants/intake';
import { PublicCard } from '../../../../components/public/public-page';
import { CircleCheckBigIcon, ClockIcon } from 'lucide-react';

interface PostingTextsProps {
  /** texto_1 is the heading, texto_2 and texto_3 the paragraphs; empty ones are left out (spec §4). */
  texts: Pick<UploadResult, 'texto_1' | 'texto_2' | 'texto_3'>;
  tone: 'thanks' | 'closed';
  /** Shown above the texts (why the CV was not sent, when the posting closed while sending it). */
  notice?: ReactNode;
  /** Moves the focus to the heading when it appears, so a screen reader reads what just happened. */
  focusOnShow?: boolean;
}

/** The thank-you screen after sending, and the closing screen of a posting that no longer takes CVs. */
export function PostingTexts({ texts, tone, notice, focusOnShow = false }: PostingTextsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus({ preventScroll: true });
  }, [focusOnShow]);
  const paragraphs = [texts.texto_2, texts.texto_3].map((text) => text.trim()).filter(Boolean);
  return (
    <PublicCard className="text-center">
      {notice ? <div className="mb-6 text-left">{notice}</div> : null}
      <span
        className={`mx-auto flex size-16 items-center justify-center rounded-full ${
          tone === 'thanks'
            ? 'bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50 dark:bg-emerald-500/15 dark:text-emerald-400 dark:ring-emerald-500/5'
            : 'bg-amber-50 text-amber-600 ring-8 ring-amber-50/50 dark:bg-amber-500/15 dark:text-amber-400 dark:ring-amber-500/5'
        }`}
      >
        {tone === 'thanks' ? <CircleCheckBigIcon className="size-8" /> : <ClockIcon className="size-8" />}
      </span>
      {texts.texto_1.trim() ? (
        <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl outline-none font-bold tracking-tight text-balance text-slate-900 sm:text-2xl dark:text-white">
          {texts.texto_1}
        </h2>
      ) : null}
      {paragraphs.map((text, index) => (
        <p
          key={index}
          className={`mx-auto max-w-md text-[0.9375rem] leading-7 text-pretty ${
            index === 0 ? 'mt-3 text-slate-700 dark:text-slate-200' : 'mt-3 text-slate-500 dark:text-slate-400'
          }`}
        >
          {text}
        </p>
      ))}
    </PublicCard>
  );
}
