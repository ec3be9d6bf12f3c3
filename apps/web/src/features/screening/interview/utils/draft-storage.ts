import { ANSWER_MAX_LENGTH } from '@postula/contract/screening/interview';

/** The part of localStorage the drafts use: a fake one in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

// One entry per interview link and question: the text typed and not yet confirmed by the server. It is the
// safety net for a save that failed or never ran (a closed tab, a lost connection), so nothing typed is lost.
const PREFIX = 'interview-draft';

export function draftKey(token: string, numero: number): string {
  return `${PREFIX}:${token}:${numero}`;
}

/** The browser's storage, or null where there is none to use (private mode, storage disabled). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: DraftStorage | null, token: string, numero: number): string | null {
  try {
    return storage?.getItem(draftKey(token, numero)) ?? null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage | null, token: string, numero: number, text: string): void {
  try {
    storage?.setItem(draftKey(token, numero), text);
  } catch {
    // A full storage: the text is still on screen and the save to the server goes on.
  }
}

export function clearDraft(storage: DraftStorage | null, token: string, numero: number): void {
  try {
    storage?.removeItem(draftKey(token, numero));
  } catch {
    // Nothing to do: a stale draft only shows again if it differs from the saved answer.
  }
}

/** Forgets every draft of one interview (it was sent: nothing more can change). */
export function clearDrafts(storage: DraftStorage | null, token: string): void {
  if (!storage) return;
  const prefix = `${PREFIX}:${token}:`;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * What a question's textarea starts with: the server's saved answer, unless this device holds a draft that
 * differs from it. A draft is removed once the server confirms it, so one still here is text typed after the
 * last save that never reached the server; it wins, and `unsaved` asks for it to be saved now.
 */
export function initialAnswer(saved: string | null, draft: string | null): { text: string; unsaved: boolean } {
  const server = saved ?? '';
  if (draft === null || draft === server) return { text: server, unsaved: false };
  // Hand-edited storage must not make the answer one the server refuses.
  return { text: draft.slice(0, ANSWER_MAX_LENGTH), unsaved: true };
}
