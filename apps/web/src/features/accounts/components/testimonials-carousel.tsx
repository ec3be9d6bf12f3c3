import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS, type TESTIMONIAL_COUNT } from '@postula/contract/constants';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { PanelBackdrop } from './panel-backdrop';

const TESTIMONIALS = ['first', 'second', 'third'] as const satisfies { length: typeof TESTIMONIAL_COUNT };

/** The registration page's side panel: three customer testimonials (spec §2, §9: advances every 10 s). */
export function TestimonialsCarousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  // Restarted by every change of slide, so a click gives the reader the full interval.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), TIMINGS.testimonialInterval);
    return () => clearTimeout(timer);
  }, [index, paused]);

  const go = (next: number) => setIndex((next + TESTIMONIALS.length) % TESTIMONIALS.length);
  const key = TESTIMONIALS[index] ?? 'first';
  const name = t(`accounts.testimonials.${key}.name`);

  return (
    <>
      <PanelBackdrop />
      <section
        className="relative flex flex-1 flex-col justify-center px-12 py-16 xl:px-20"
        aria-roledescription={t('accounts.testimonials.roleDescription')}
        aria-label={t('accounts.testimonials.label')}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <h2 className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{t('accounts.testimonials.heading')}</h2>
        <figure
          key={key}
          className="animate-fade-in mt-8 max-w-lg"
          aria-roledescription={t('accounts.testimonials.slide')}
          aria-label={t('accounts.testimonials.position', { current: index + 1, total: TESTIMONIALS.length })}
          aria-live={paused ? 'polite' : 'off'}
        >
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-10 text-white/40">
            <path d="M9.6 5C6.2 6.4 4 9.3 4 13.1V19h6v-6H7c0-2.4 1.3-4.3 3.4-5.3L9.6 5Zm10 0c-3.4 1.4-5.6 4.3-5.6 8.1V19h6v-6h-3c0-2.4 1.3-4.3 3.4-5.3L19.6 5Z" />
          </svg>
          <blockquote className="mt-4 text-2xl leading-10 font-medium text-white xl:text-[1.7rem]">
            {t(`accounts.testimonials.${key}.quote`)}
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-white/20 text-lg font-semibold text-white ring-2 ring-white/30"
            >
              {name.charAt(0)}
            </span>
            <span>
              <span className="block font-semibold text-white">{name}</span>
              <span className="block text-sm text-indigo-100">{t(`accounts.testimonials.${key}.role`)}</span>
            </span>
          </figcaption>
        </figure>
        <div className="mt-12 flex items-center gap-4">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t('accounts.testimonials.previous')}
            className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <div className="flex items-center gap-2">
            {TESTIMONIALS.map((item, i) => (
              <button
                key={item}
                type="button"
                onClick={() => go(i)}
                aria-label={t('accounts.testimonials.goTo', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`h-2.5 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
                  i === index ? 'w-8 bg-white' : 'w-2.5 bg-white/40 hover:bg-white/70'
                }`}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t('accounts.testimonials.next')}
            className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </section>
    </>
  );
}
