import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { initI18n, type TextsOf } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { startThemeSync } from '../lib/theme-store';

interface CandidatePage {
  page: ReactNode;
  /** Shown while the page waits for the texts of its posting's language. */
  loading: ReactNode;
  /** The page's own texts, one language at a time (./texts). */
  texts: TextsOf;
}

/**
 * Starts one of the candidate's pages (decision 031): the theme and the texts of the saved language (or the
 * browser's), then the page, with the global loading overlay every page has (spec §2). No router: the page is
 * known from the address, and its links lead out of it.
 */
export async function startCandidatePage({ page, loading, texts }: CandidatePage): Promise<void> {
  startThemeSync();
  // Until the posting says its language, and when it cannot be loaded, the page speaks the browser's (issue 18).
  await initI18n({ load: texts }, { browserFallback: true });
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  // The page names the document with a <title> where it renders it, and the first title in the document is
  // the one that counts (HTML's rule): the one the page was served with, for before it ran, makes way.
  document.head.querySelector('title')?.remove();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={loading}>{page}</Suspense>
        <LoadingOverlay />
      </QueryClientProvider>
    </StrictMode>,
  );
}
