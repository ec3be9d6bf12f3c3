import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicInterview } from '@postula/contract/screening/interview';
import { PostingHero } from '../../../../components/public/posting-hero';
import { PublicCard, PublicPage } from '../../../../components/public/public-page';
import { getPublicInterview } from '../api/get-public-interview';
import { isInterviewFinished } from '../api/save-answer';
import { isInterviewIncomplete, useSubmitInterview } from '../api/submit-interview';
import { useInterviewAnswers } from '../hooks/use-interview-answers';
import { browserStorage, clearDrafts } from '../utils/draft-storage';
import { isBlank, missingQuestions, progressOf } from '../utils/progress';
import { InterviewDone } from './interview-done';
import { InterviewIntro } from './interview-intro';
import { InterviewProgress } from './interview-progress';
import { QuestionField } from './question-field';
import { SubmitPanel, type SendProblem } from './submit-panel';

interface InterviewScreenProps {
  token: string;
  interview: PublicInterview;
}

/** A loaded interview: its questions while open; its end once sent (here, before, or in another tab). */
export function InterviewScreen({ token, interview }: InterviewScreenProps) {
  const { t } = useTranslation();
  const { answers, finished, change, blur, retry, flush, resync } = useInterviewAnswers(token, interview.preguntas);
  const submit = useSubmitInterview();
  const [sent, setSent] = useState(false);
  const [finishedOnSend, setFinishedOnSend] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const fields = useRef(new Map<number, HTMLTextAreaElement>());
  const questionsTitleId = useId();

  const done = sent ? 'thanks' : interview.estado === 'FINALIZADA' || finished || finishedOnSend ? 'finished' : null;

  // Sent: the drafts kept on this device can never be used again.
  useEffect(() => {
    if (done) clearDrafts(browserStorage(), token);
  }, [done, token]);

  // Kept to move the focus to the first unanswered question when sending finds one.
  const fieldRef = (numero: number) => (element: HTMLTextAreaElement | null) => {
    if (element) fields.current.set(numero, element);
    else fields.current.delete(numero);
  };

  function showMissing(numbers: number[]) {
    setProblem({ kind: 'missing', numbers });
    const first = numbers[0];
    if (first !== undefined) fields.current.get(first)?.focus();
  }

  /** Before asking to confirm: every text typed saved, and every question answered. */
  async function requestSend() {
    setProblem(null);
    setPreparing(true);
    const { ok, missing } = await flush();
    setPreparing(false);
    if (!ok) {
      setProblem({ kind: 'notSaved' });
      return;
    }
    if (missing.length > 0) {
      showMissing(missing);
      return;
    }
    setConfirming(true);
  }

  /**
   * The server found unanswered questions this page thought answered (changed from another tab): ask it which,
   * and take its answers, so what the page shows is what would be sent.
   */
  async function findMissing(): Promise<number[]> {
    try {
      const fresh = await getPublicInterview(token, { quiet: true });
      resync(fresh.preguntas);
      const numbers = missingQuestions(fresh.preguntas.map((q) => ({ numero: q.numero, saved: q.respuesta })));
      if (numbers.length > 0) return numbers;
    } catch {
      // Then this page's own idea of it is the best there is.
    }
    return missingQuestions(answers);
  }

  function confirmSend() {
    submit.mutate(token, {
      onSuccess: () => {
        setConfirming(false);
        setSent(true);
        // On a phone the button is at the bottom; the thanks are at the top.
        window.scrollTo({ top: 0 });
      },
      onError: async (error) => {
        setConfirming(false);
        if (isInterviewFinished(error)) {
          setFinishedOnSend(true);
          window.scrollTo({ top: 0 });
        } else if (isInterviewIncomplete(error)) {
          showMissing(await findMissing());
        } else {
          setProblem({ kind: 'error', error });
        }
      },
    });
  }

  let body;
  if (done) {
    body = <InterviewDone kind={done} company={interview.nombre_empresa} />;
  } else if (answers.length === 0) {
    body = (
      <PublicCard className="text-center">
        <p role="alert" className="text-[0.9375rem] leading-7 text-slate-700 dark:text-slate-300">
          {t('screening.interview.errors.noQuestions')}
        </p>
      </PublicCard>
    );
  } else {
    const { answered, total } = progressOf(answers);
    // Questions answered since sending found them missing drop out of the message (and the message with them).
    const missingNow =
      problem?.kind === 'missing'
        ? problem.numbers.filter((numero) => isBlank(answers.find((answer) => answer.numero === numero)?.saved))
        : [];
    let shownProblem = problem;
    if (problem?.kind === 'missing') shownProblem = missingNow.length > 0 ? { ...problem, numbers: missingNow } : null;
    body = (
      <>
        <InterviewIntro progress={<InterviewProgress answered={answered} total={total} />} />
        <section aria-labelledby={questionsTitleId}>
          <h2 id={questionsTitleId} className="sr-only">
            {t('screening.interview.questions.title')}
          </h2>
          <ol className="space-y-4 sm:space-y-5">
            {answers.map((answer) => (
              <li key={answer.numero}>
                <QuestionField
                  answer={answer}
                  total={total}
                  missing={missingNow.includes(answer.numero)}
                  onChange={change}
                  onBlur={blur}
                  onRetry={(numero) => void retry(numero)}
                  textareaRef={fieldRef(answer.numero)}
                />
              </li>
            ))}
          </ol>
        </section>
        <SubmitPanel
          pending={total - answered}
          problem={shownProblem}
          preparing={preparing}
          confirming={confirming}
          sending={submit.isPending}
          onSend={() => void requestSend()}
          onConfirm={confirmSend}
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  }

  return (
    <PublicPage
      hero={
        <PostingHero company={interview.nombre_empresa} position={interview.puesto} eyebrow={t('screening.interview.page.eyebrow')} />
      }
    >
      <title>{`${t('screening.interview.page.title')} · ${interview.puesto} · ${interview.nombre_empresa}`}</title>
      {body}
    </PublicPage>
  );
}
