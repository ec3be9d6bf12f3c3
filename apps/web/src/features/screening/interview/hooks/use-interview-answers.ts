import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicInterview } from '@postula/contract/screening/interview';
import { isInterviewFinished, saveAnswer } from '../api/save-answer';
import { browserStorage, clearDraft, clearDrafts, initialAnswer, readDraft, writeDraft } from '../utils/draft-storage';
import { isBlank } from '../utils/progress';

/** Saves run this long after the candidate stops typing (and at once when they leave the field). */
export const SAVE_DELAY_MS = 800;

/**
 * idle: nothing written and nothing saved; pending: typed, waiting for the pause; saving: on its way;
 * saved: the server holds what is on screen; error: the last save failed (the text stays, as a draft too).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface AnswerState {
  numero: number;
  pregunta: string;
  /** What the textarea shows. */
  text: string;
  /** The last answer the server confirmed; null while it has none. */
  saved: string | null;
  status: SaveStatus;
  /** Why the last save failed, while status is 'error'. */
  error: unknown;
}

type Question = PublicInterview['preguntas'][number];

/** The live copy the saves read: events write it at once, without waiting for a render. */
interface Live {
  text: string;
  saved: string | null;
}

const restingStatus = (saved: string | null): SaveStatus => (isBlank(saved) ? 'idle' : 'saved');

/**
 * The candidate's answers while the page is open: each question's text, what the server holds of it, and
 * where its save stands. A question has at most one save in flight; the next one waits for it and sends the
 * text of that moment, so an older text never lands after a newer one. Until the server confirms a text, it
 * is also kept in localStorage (utils/draft-storage.ts), so a failed save or a closed tab loses nothing.
 */
export function useInterviewAnswers(token: string, questions: readonly Question[]) {
  const [storage] = useState(browserStorage);
  const [initial] = useState<AnswerState[]>(() =>
    [...questions]
      .sort((a, b) => a.numero - b.numero)
      .map((question) => {
        const { text, unsaved } = initialAnswer(question.respuesta, readDraft(storage, token, question.numero));
        return {
          numero: question.numero,
          pregunta: question.pregunta,
          text,
          saved: question.respuesta,
          status: unsaved ? 'pending' : restingStatus(question.respuesta),
          error: null,
        };
      }),
  );
  const [answers, setAnswers] = useState(initial);
  /** The interview was sent elsewhere (another tab): a save answered interview_finished. */
  const [finished, setFinished] = useState(false);
  const live = useRef(new Map<number, Live>());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<number, Promise<boolean>>());

  const update = useCallback((numero: number, patch: Partial<AnswerState>) => {
    setAnswers((list) => list.map((answer) => (answer.numero === numero ? { ...answer, ...patch } : answer)));
  }, []);

  const cancelTimer = useCallback((numero: number) => {
    clearTimeout(timers.current.get(numero));
    timers.current.delete(numero);
  }, []);

  /** Saves the question's current text after any save already in flight; true when the server holds it. */
  const persist = useCallback(
    (numero: number): Promise<boolean> => {
      const run = async (): Promise<boolean> => {
        const entry = live.current.get(numero);
        if (!entry) return true;
        const text = entry.text;
        if (text === (entry.saved ?? '')) {
          update(numero, { status: restingStatus(entry.saved), error: null });
          return true;
        }
        update(numero, { status: 'saving', error: null });
        try {
          await saveAnswer({ iv: token, numero, respuesta: text });
        } catch (error) {
          if (isInterviewFinished(error)) setFinished(true);
          update(numero, { status: 'error', error });
          return false;
        }
        entry.saved = text;
        // Typed on while this save travelled: that newer text has its own save coming.
        const current = entry.text === text;
        if (current) clearDraft(storage, token, numero);
        update(numero, { saved: text, status: current ? restingStatus(text) : 'pending', error: null });
        return true;
      };
      // `run` never throws, so the chain never breaks.
      const next = (chains.current.get(numero) ?? Promise.resolve(true)).then(run);
      chains.current.set(numero, next);
      return next;
    },
    [storage, token, update],
  );

  useEffect(() => {
    const entries = live.current;
    const pendingTimers = timers.current;
    for (const answer of initial) entries.set(answer.numero, { text: answer.text, saved: answer.saved });
    // A draft from an earlier visit that never reached the server: send it now.
    for (const answer of initial) if (answer.status === 'pending') void persist(answer.numero);
    return () => {
      for (const timer of pendingTimers.values()) clearTimeout(timer);
      pendingTimers.clear();
    };
  }, [initial, persist]);

  /** The candidate typed: keep the text (on screen and as a draft), and save it after a pause. */
  const change = useCallback(
    (numero: number, text: string) => {
      const entry = live.current.get(numero);
      if (!entry) return;
      entry.text = text;
      if (text === (entry.saved ?? '')) clearDraft(storage, token, numero);
      else writeDraft(storage, token, numero, text);
      update(numero, { text, status: 'pending', error: null });
      cancelTimer(numero);
      timers.current.set(
        numero,
        setTimeout(() => {
          timers.current.delete(numero);
          void persist(numero);
        }, SAVE_DELAY_MS),
      );
    },
    [cancelTimer, persist, storage, token, update],
  );

  /** The candidate left the field: no reason to wait for the pause. */
  const blur = useCallback(
    (numero: number) => {
      const entry = live.current.get(numero);
      if (!entry || !timers.current.has(numero)) return;
      cancelTimer(numero);
      void persist(numero);
    },
    [cancelTimer, persist],
  );

  /**
   * Saves everything not saved yet and waits for every save in flight. Returns whether all went well and
   * which questions are still without an answer, as the server now holds them.
   */
  const flush = useCallback(async (): Promise<{ ok: boolean; missing: number[] }> => {
    const numbers = [...live.current.keys()];
    const results = await Promise.all(
      numbers.map((numero) => {
        cancelTimer(numero);
        return persist(numero);
      }),
    );
    const missing = numbers.filter((numero) => isBlank(live.current.get(numero)?.saved)).sort((a, b) => a - b);
    return { ok: results.every(Boolean), missing };
  }, [cancelTimer, persist]);

  /**
   * Takes what the server holds (it refused the interview as incomplete, so this page's idea of it was
   * wrong) and saves again whatever on screen differs from it.
   */
  const resync = useCallback(
    (server: readonly Question[]) => {
      for (const question of server) {
        const entry = live.current.get(question.numero);
        if (!entry) continue;
        entry.saved = question.respuesta;
        update(question.numero, { saved: question.respuesta, status: restingStatus(question.respuesta) });
        if (entry.text !== (question.respuesta ?? '')) void persist(question.numero);
      }
    },
    [persist, update],
  );

  // A phone switches apps without closing the tab, and may drop it later: save before that.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [flush]);

  /** The interview was sent: its drafts can never be used again. */
  const forget = useCallback(() => clearDrafts(storage, token), [storage, token]);

  return { answers, finished, change, blur, retry: persist, flush, resync, forget };
}
