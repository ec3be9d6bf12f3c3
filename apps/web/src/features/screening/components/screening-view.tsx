import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ScreeningData } from '@postula/contract/screening';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { Drawer } from '../../../components/ui/drawer';
import { FileTextIcon, SendIcon, UsersIcon } from 'lucide-react';
import { errorText } from '../../../lib/error-text';
import { PRODUCT_NAME } from '../../../lib/links';
import { useSessionStore } from '../../../lib/session-store';
import { useSaveInterview } from '../api/save-screening';
import { screeningProposalQueryOptions } from '../api/screening-proposal';
import { proposalErrorText } from '../utils/proposal-error';
import { toDrafts, toQuestions, type DraftQuestion } from '../utils/questions';
import { AdvicePanel, type GoAhead } from './advice-panel';
import { QuestionList } from './question-list';
import { BackToApplicants, cardClasses, CollapsibleSection, StatusBox } from './screening-parts';
import { SendDialog } from './send-dialog';
import { paths } from '../../../lib/paths';

interface ScreeningViewProps {
  postingId: number;
  applicationId: number;
  /** The proposal the applicants list or the definition screen already has (navigation state), if any. */
  initial?: ScreeningData | undefined;
}

/**
 * One applicant's screening (spec §2 "/job/{id}/screening/{applicationId}"): loads the proposal, or says why it
 * could not and goes back to the applicants list when the message is closed (spec §8 "Screening proposal").
 */
export function ScreeningView({ postingId, applicationId, initial }: ScreeningViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const proposal = useQuery(screeningProposalQueryOptions(postingId, applicationId, initial));

  if (proposal.isPending) {
    return (
      <div aria-hidden="true" className="space-y-6">
        <div className="h-5 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className={`${cardClasses} h-28 animate-pulse`} />
        <div className={`${cardClasses} h-64 animate-pulse`} />
      </div>
    );
  }
  if (proposal.isError) {
    const back = () => void navigate(paths.jobApplicants(postingId));
    return (
      <Dialog
        open
        tone="error"
        title={t('screening.screen.loadError')}
        onClose={back}
        actions={<Button onClick={back}>{t('common.actions.accept')}</Button>}
      >
        {proposalErrorText(proposal.error, t, hasToken)}
      </Dialog>
    );
  }
  return <ScreeningEditor postingId={postingId} data={proposal.data} />;
}

function ScreeningEditor({ postingId, data }: { postingId: number; data: ScreeningData }) {
  const { t } = useTranslation();
  const save = useSaveInterview(postingId, data.postulacion_id);
  const [general, setGeneral] = useState<DraftQuestion[]>(() => toDrafts(data.preguntas_generales));
  const [specific, setSpecific] = useState<DraftQuestion[]>(() => toDrafts(data.preguntas_postulante));
  const [drawer, setDrawer] = useState<'job' | 'cv' | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = data.nombre_persona?.trim() || t('applicants.row.unnamed');
  const locked = data.estado === 'INICIADA' || data.estado === 'FINALIZADA';
  // The AI advises against a candidate who misses a mandatory condition; the recruiter may go ahead (issue 15).
  const advised = data.condicion_necesaria_incumplida || data.decision_entrevista !== null;
  const [goAhead, setGoAhead] = useState<GoAhead>({ chosen: false, reason: '' });
  const held = data.condicion_necesaria_incumplida && data.entrevista_id === null && !goAhead.chosen;

  const send = () => {
    setProblem(null);
    const preguntas = toQuestions(general, specific);
    if (preguntas.length === 0) {
      setProblem(t('screening.screen.noQuestions'));
      return;
    }
    save.mutate(
      { interviewId: data.entrevista_id, preguntas, goAhead: goAhead.chosen ? { reason: goAhead.reason } : undefined },
      {
        onSuccess: (saved) => (saved.link_entrevista ? setSent(saved.link_entrevista) : setProblem(t('screening.send.sentNoId'))),
        onError: (error) => setProblem(errorText(error, t('screening.screen.sendError'))),
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{`${t('screening.screen.pageTitle')} · ${name} · ${PRODUCT_NAME}`}</title>
      <BackToApplicants postingId={postingId} label={t('screening.screen.back')} />

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {t('screening.screen.title', { name })}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{data.puesto}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDrawer('job')}>
            <FileTextIcon className="size-4" />
            {t('screening.screen.jobInfo')}
          </Button>
          <Button variant="secondary" onClick={() => setDrawer('cv')}>
            <UsersIcon className="size-4" />
            {t('screening.screen.cvSummary')}
          </Button>
        </div>
      </header>

      <StatusBox state={data.estado}>
        {data.estado === 'FINALIZADA' ? (
          <Link
            to={paths.screeningResume(postingId, data.postulacion_id)}
            className={buttonClasses('primary', 'sm', 'mt-3')}
          >
            {t('screening.screen.viewResult')}
          </Link>
        ) : null}
        {locked ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('screening.screen.locked')}</p> : null}
      </StatusBox>

      {advised ? <AdvicePanel data={data} goAhead={goAhead} onChange={setGoAhead} /> : null}

      <CollapsibleSection title={t('screening.screen.general')} count={general.length}>
        <QuestionList label={t('screening.screen.general')} questions={general} onChange={setGeneral} disabled={locked} />
      </CollapsibleSection>
      <CollapsibleSection title={t('screening.screen.specific')} count={specific.length}>
        <QuestionList
          label={t('screening.screen.specific')}
          questions={specific}
          onChange={setSpecific}
          firstNumber={general.length + 1}
          disabled={locked}
        />
      </CollapsibleSection>

      {problem ? <Alert>{problem}</Alert> : null}
      {locked || held ? null : (
        <div className="flex justify-end">
          <Button size="lg" onClick={send} loading={save.isPending}>
            <SendIcon className="size-4" />
            {data.entrevista_id === null ? t('screening.screen.send') : t('screening.screen.resend')}
          </Button>
        </div>
      )}

      <p className="text-xs text-slate-500 dark:text-slate-400">{t('screening.advice.aiAssists')}</p>

      <Drawer
        open={drawer === 'job'}
        title={data.puesto}
        closeLabel={t('screening.screen.close')}
        onClose={() => setDrawer(null)}
      >
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('screening.screen.tasks')}</h3>
        <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {data.tareas_a_realizar}
        </p>
      </Drawer>
      <Drawer
        open={drawer === 'cv'}
        title={t('screening.screen.cvSummary')}
        closeLabel={t('screening.screen.close')}
        onClose={() => setDrawer(null)}
      >
        <p className="text-sm leading-6 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {data.resumen_cv || t('screening.screen.noSummary')}
        </p>
      </Drawer>
      {sent ? (
        <SendDialog
          open
          name={data.nombre_persona?.trim() ?? ''}
          position={data.puesto}
          phone={data.telefono}
          link={sent}
          language={data.idioma}
          onClose={() => setSent(null)}
        />
      ) : null}
    </div>
  );
}
