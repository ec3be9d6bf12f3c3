import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ScreeningData } from '@postula/contract/screening';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SparklesIcon } from 'lucide-react';
import { errorText } from '../../../lib/error-text';
import { PRODUCT_NAME } from '../../../lib/links';
import { useSaveDefinition } from '../api/save-screening';
import { toDrafts, toQuestions, type DraftQuestion } from '../utils/questions';
import { QuestionList } from './question-list';
import { BackToApplicants, cardClasses } from './screening-parts';
import { paths } from '../../../lib/paths';

interface DefinitionViewProps {
  postingId: number;
  /** The proposal that sent the recruiter here (spec §2: state passed), with the questions it suggests. */
  proposal: ScreeningData;
}

/**
 * The posting's general questions (spec §2 "/job/{id}/screening-definition", §4 "Definition flow"): an intro,
 * the suggested questions to edit, and Next, which saves them and goes on to the applicant's screening.
 */
export function DefinitionView({ postingId, proposal }: DefinitionViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDefinition(postingId);
  const [started, setStarted] = useState(false);
  const [general, setGeneral] = useState<DraftQuestion[]>(() => toDrafts(proposal.preguntas_generales));
  const [problem, setProblem] = useState<string | null>(null);
  const questions = toQuestions(general);

  const next = () => {
    setProblem(null);
    save.mutate(questions, {
      onSuccess: () =>
        void navigate(paths.screening(postingId, proposal.postulacion_id), {
          state: { proposal: { ...proposal, crear_entrevista: 'no', preguntas_generales: questions } },
        }),
      onError: (error) => setProblem(errorText(error, t('screening.definition.saveError'))),
    });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{`${t('screening.definition.pageTitle')} · ${proposal.puesto} · ${PRODUCT_NAME}`}</title>
      <BackToApplicants postingId={postingId} label={t('screening.definition.back')} />
      {started ? (
        <>
          <header>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {t('screening.definition.title')}
            </h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {t('screening.definition.subtitle', { position: proposal.puesto })}
            </p>
          </header>
          <section className={`${cardClasses} p-5`}>
            <QuestionList label={t('screening.definition.title')} questions={general} onChange={setGeneral} />
          </section>
          {problem ? <Alert>{problem}</Alert> : null}
          <div className="flex justify-end">
            <Button size="lg" onClick={next} loading={save.isPending} disabled={questions.length === 0}>
              {t('screening.definition.next')}
            </Button>
          </div>
        </>
      ) : (
        <section className={`${cardClasses} p-6 sm:p-8`}>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
            <SparklesIcon className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('screening.definition.introTitle')}
          </h1>
          <p className="mt-3 max-w-prose leading-7 text-slate-600 dark:text-slate-400">{t('screening.definition.introText')}</p>
          <Button size="lg" className="mt-6" onClick={() => setStarted(true)}>
            {t('screening.definition.start')}
          </Button>
        </section>
      )}
    </div>
  );
}
