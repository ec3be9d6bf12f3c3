import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '@postula/contract/applicants';
import { NOTE_MAX_LENGTH } from '@postula/contract/applicants';
import { Button } from '../../../components/ui/button';
import { controlClasses, controlStateClasses } from '../../../components/ui/field-styles';
import { CheckIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useNoteSave, type NoteStatus } from '../hooks/use-note-save';
import { TRUNCATE, truncate } from '../utils/applicant-text';

interface NotesProps {
  postingId: number;
  applicant: Applicant;
  /** The applicant's name as shown, for the field's accessible name. */
  name: string;
}

/** "Saving…" and "Saved" (spec §4), announced politely; nothing while idle. */
function SaveStatus({ status }: { status: NoteStatus }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" className="inline-flex min-h-5 items-center gap-1.5 text-xs font-medium">
      {status === 'saving' ? (
        <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
          <Spinner className="size-3.5" />
          {t('applicants.notes.saving')}
        </span>
      ) : status === 'saved' ? (
        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
          <CheckIcon className="size-3.5" />
          {t('applicants.notes.saved')}
        </span>
      ) : null}
    </span>
  );
}

function NotesError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
      {text}
    </p>
  ) : null;
}

interface TextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  rows: number;
}

/** The notes field: Ctrl+Enter (⌘+Enter on a Mac) saves; Escape cancels where there is something to cancel. */
function NotesTextarea({ label, value, onChange, onSave, onCancel, autoFocus, rows }: TextareaProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape' && onCancel) {
      // Only the editor closes, not the drawer around it.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <>
      <textarea
        aria-label={label}
        aria-describedby={hintId}
        value={value}
        rows={rows}
        maxLength={NOTE_MAX_LENGTH}
        autoFocus={autoFocus}
        placeholder={t('applicants.notes.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${controlClasses} ${controlStateClasses.normal} resize-y py-2 text-sm leading-6`}
      />
      <p id={hintId} className="sr-only">
        {t('applicants.notes.shortcut')}
      </p>
    </>
  );
}

/**
 * The notes of a row in the list: a preview (cut at 180 characters, spec §9) that opens an editor in place.
 * A failed save leaves the editor open with what was typed.
 */
export function InlineNotes({ postingId, applicant, name }: NotesProps) {
  const { t } = useTranslation();
  const { status, error, save, clearError } = useNoteSave(postingId, applicant.postulacion_id);
  const [draft, setDraft] = useState<string | null>(null);

  const close = () => {
    setDraft(null);
    clearError();
  };
  const submit = async () => {
    if (draft !== null && (await save(draft))) setDraft(null);
  };

  if (draft !== null) {
    return (
      <div className="space-y-2">
        <NotesTextarea
          label={t('applicants.notes.labelFor', { name })}
          value={draft}
          onChange={setDraft}
          onSave={() => void submit()}
          onCancel={close}
          autoFocus
          rows={3}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => void submit()} loading={status === 'saving'}>
            {t('applicants.notes.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={close} disabled={status === 'saving'}>
            {t('applicants.notes.cancel')}
          </Button>
          <SaveStatus status={status} />
        </div>
        <NotesError text={error} />
      </div>
    );
  }

  const preview = applicant.notas ? truncate(applicant.notas, TRUNCATE.notesPreview).text : null;
  return (
    <div className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1">
      {preview ? (
        <p className="min-w-0 flex-1 basis-48 text-sm leading-6 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          <span className="sr-only">{t('applicants.notes.label')}: </span>
          {preview}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => setDraft(applicant.notas ?? '')}
        className="shrink-0 rounded-md py-0.5 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
      >
        {preview ? t('applicants.notes.edit') : t('applicants.notes.add')}
      </button>
      <SaveStatus status={status} />
    </div>
  );
}

/**
 * The notes in the detail panel: always a field. What is typed is kept while the list refreshes; a change
 * saved elsewhere (the row's editor) replaces it only while nothing new has been typed here.
 */
export function PanelNotes({ postingId, applicant }: Omit<NotesProps, 'name'>) {
  const { t } = useTranslation();
  const { status, error, save } = useNoteSave(postingId, applicant.postulacion_id);
  const stored = applicant.notas ?? '';
  const [draft, setDraft] = useState(stored);
  const [synced, setSynced] = useState(stored);

  if (stored !== synced) {
    setSynced(stored);
    if (draft === synced) setDraft(stored);
  }

  const submit = () => {
    if (draft !== stored) void save(draft);
  };

  return (
    <div className="space-y-2">
      <NotesTextarea label={t('applicants.notes.label')} value={draft} onChange={setDraft} onSave={submit} rows={5} />
      <div className="flex flex-wrap items-center gap-2">
        {/* aria-disabled, not disabled: the button keeps the focus after a save (a disabled one would drop it). */}
        <Button size="sm" onClick={submit} loading={status === 'saving'} aria-disabled={draft === stored}>
          {t('applicants.notes.save')}
        </Button>
        <SaveStatus status={status} />
      </div>
      <NotesError text={error} />
    </div>
  );
}
