import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isLanguage } from '@postula/contract/constants';
import { setLanguage } from '../../../lib/i18n';

/** Applies an optional ?lang= (es, en or pt only; spec §5) carried by links between the guest pages. */
export function useLangParam(): void {
  const [params] = useSearchParams();
  const lang = params.get('lang');
  useEffect(() => {
    if (isLanguage(lang)) setLanguage(lang);
  }, [lang]);
}
