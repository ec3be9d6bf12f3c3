import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ScreeningData } from '@postula/contract/screening';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PRODUCT_NAME } from '../../../lib/links';
import { useSessionStore } from '../../../lib/session-store';
import { screeningProposalQueryOptions } from '../api/screening-proposal';
import { proposalErrorText } from '../utils/proposal-error';
import { BackToApplicants, cardClasses, StatusBox } from './screening-parts';
import { paths } from '../../../lib/paths';

/** While the summary job has not written the summary yet, the screen asks again this often. */
const SUMMARY_REFRESH_MS = 3000;

/** The screening's result (spec §2 "/job/{id}/screening-resume/{applicationId}"): summary and conversation. */
export function ResumeView({ postingId, applicationId, initial }: { postingId: number; applicationId: number; initial?: ScreeningData | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const proposal = useQuery({
    ...screeningProposalQueryOptions(postingId, applicationId, initial),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.estado === 'FINALIZADA' && !data.respuestas_entrevista?.resumen ? SUMMARY_REFRESH_MS : false;
    },
  });

  if (proposal.isPending) return <div aria-hidden="true" className={`${cardClasses} mx-auto h-64 max-w-3xl animate-pulse`} />;
  if (proposal.isError) {
    const back = () => void navigate(paths.jobApplicants(postingId));
    return (
      <Dialog open tone="error" title={t('screening.screen.loadError')} onClose={back} actions={<Button onClick={back}>{t('common.actions.accept')}</Button>}>
        {proposalErrorText(proposal.error, t, hasToken)}
      </Dialog>
    );
  }

  const data = proposal.data;
  const name = data.nombre_persona?.trim() || t('applicants.row.unnamed');
  const result = data.estado === 'FINALIZADA' ? data.respuestas_entrevista : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{`${t('screening.resume.pageTitle')} · ${name} · ${PRODUCT_NAME}`}</title>
      <BackToApplicants postingId={postingId} label={t('screening.resume.back')} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
          {t('screening.resume.title', { name })}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{data.puesto}</p>
      </header>
      {result ? (
        <>
          <section className={`${cardClasses} p-5 sm:p-6`} aria-labelledby="screening-summary">
            <h2 id="screening-summary" className="text-base font-semibold text-slate-900 dark:text-white">
              {t('screening.resume.summary')}
            </h2>
            <p role="status" className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
              {result.resumen || t('screening.resume.noSummary')}
            </p>
          </section>
          <section aria-labelledby="screening-conversation" className="space-y-4">
            <h2 id="screening-conversation" className="text-base font-semibold text-slate-900 dark:text-white">
              {t('screening.resume.conversation')}
            </h2>
            <ol className="space-y-4">
              {result.respuestas.map((item, index) => (
                <li key={index} className="space-y-2">
                  <div className="flex">
                    <p className="max-w-[85%] rounded-2xl rounded-tl-md bg-white px-4 py-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-800">
                      <span className="sr-only">{t('screening.resume.interviewer')}: </span>
                      {item.pregunta}
                    </p>
                  </div>
                  <div className="flex justify-end">
                    <p className="max-w-[85%] rounded-2xl rounded-tr-md bg-indigo-600 px-4 py-3 text-sm leading-6 break-words whitespace-pre-line text-white shadow-sm">
                      <span className="sr-only">{t('screening.resume.candidate')}: </span>
                      {item.respuesta || t('screening.resume.noAnswer')}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : (
        <StatusBox state={data.estado}>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {data.estado === 'INICIADA' ? t('screening.resume.inProgress') : t('screening.resume.notStarted')}
          </p>
        </StatusBox>
      )}
    </div>
  );
}
