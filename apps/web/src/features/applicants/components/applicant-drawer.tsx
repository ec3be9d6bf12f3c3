import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '@postula/contract/applicants';
import { TIMINGS } from '@postula/contract/constants';
import type { Mark } from '@postula/contract/marks';
import { Drawer } from '../../../components/ui/drawer';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { AnalysisPanel } from './analysis-panel';
import { ContactLinks } from './contact-links';
import { MarkSelect } from './mark-select';
import { StageSection } from '../stages/components/stage-section';
import { MergedApplications } from './merged-applications';
import { PanelNotes } from './notes-editor';
import { PossibleDuplicates } from './possible-duplicates';
import { ScoreRing } from './score-ring';
import { ScreeningAction } from './screening-action';
import { WithdrawnNote } from './withdrawn-note';

/** A part of the panel the list can open it at: the possible duplicates, from a row's flag. */
export type DrawerSection = 'duplicates';

interface ApplicantDrawerProps {
  postingId: number;
  /** The applicant shown; null when the panel is closed. */
  applicant: Applicant | null;
  name: string;
  marks: Mark[];
  /** Where the panel opens: scrolled to this part, or at the top. */
  section?: DrawerSection | null;
  /** The e-mails part (the mail feature, composed in app/): send an e-mail, and what was sent. */
  emailsPanel?: ((applicant: Applicant) => ReactNode) | undefined;
  onClose: () => void;
}

interface SectionProps {
  title?: string;
  /** The title takes the focus after an action that removed the control that had it (a merge, a separation). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** A part of the panel; without a title when its field's own label names it. */
function Section({ title, headingRef, children }: SectionProps) {
  return (
    <section className="scroll-mt-4 border-t border-slate-200 pt-5 dark:border-slate-800">
      {title ? (
        <h3
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="mb-3 rounded text-sm font-semibold tracking-wide text-slate-500 uppercase outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400"
        >
          {title}
        </h3>
      ) : null}
      {children}
    </section>
  );
}

/**
 * An applicant in full (spec §2): a panel on the right on a desktop, a bottom sheet on a phone. Possible
 * duplicates to merge, contact, mark, notes, screening, the applications merged into it (decision 017), and the
 * analysis condition by condition. It follows the list's refreshes, so an analysis that finishes while it is
 * open shows up here too.
 */
export function ApplicantDrawer({ postingId, applicant, name, marks, section = null, emailsPanel, onClose }: ApplicantDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={applicant !== null} title={name} closeLabel={t('applicants.drawer.close')} onClose={onClose} size="lg">
      {applicant ? (
        <ApplicantDetail
          key={applicant.postulacion_id}
          postingId={postingId}
          applicant={applicant}
          name={name}
          marks={marks}
          section={section}
          emailsPanel={emailsPanel}
        />
      ) : null}
    </Drawer>
  );
}

type DetailProps = Omit<ApplicantDrawerProps, 'applicant' | 'onClose'> & { applicant: Applicant };

/** A merge or a separation just made, whose result the focus goes to once the list has been read again. */
interface Regrouped {
  action: 'merged' | 'separated';
  /** The application merged or separated. */
  id: number;
}

/**
 * The panel's content for one applicant. A merge or a separation removes the control that had the focus (the
 * duplicate's merge button, the separated application): once the list read again shows the result, the focus
 * goes to the part that holds it (the merged applications; the separated one, back among the possible
 * duplicates), and a short message confirms it.
 */
function ApplicantDetail({ postingId, applicant, name, marks, section, emailsPanel }: DetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const showToast = useToast(TIMINGS.markSavedToast);
  const duplicatesHeading = useRef<HTMLHeadingElement>(null);
  const contactHeading = useRef<HTMLHeadingElement>(null);
  const mergedHeading = useRef<HTMLHeadingElement>(null);
  const [regrouped, setRegrouped] = useState<Regrouped | null>(null);
  const focused = useRef<Regrouped | null>(null);

  // Opened from a row's "possible duplicate" flag: straight to the duplicates.
  useEffect(() => {
    if (section === 'duplicates') duplicatesHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [section]);

  useEffect(() => {
    if (regrouped === null || focused.current === regrouped) return;
    const inside = applicant.fusionados.some((merged) => merged.postulacion_id === regrouped.id);
    if (inside !== (regrouped.action === 'merged')) return; // not read back yet
    focused.current = regrouped;
    const target =
      regrouped.action === 'merged' ? mergedHeading.current : (duplicatesHeading.current ?? mergedHeading.current);
    (target ?? contactHeading.current)?.focus();
  }, [regrouped, applicant]);

  const onMerged = (id: number, other: string) => {
    setRegrouped({ action: 'merged', id });
    showToast({ tone: 'success', text: t('applicants.duplicates.merged', { other, name }) });
  };
  const onSeparated = (id: number, other: string) => {
    setRegrouped({ action: 'separated', id });
    showToast({ tone: 'success', text: t('applicants.merged.separated', { name: other }) });
  };

  // Withdrawn by the candidate (issue 19): when, and the stage it is in, which the team may still change.
  if (applicant.fecha_retiro) {
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('applicants.row.appliedAt', { date: formatDateTime(applicant.fecha_postulacion, language) })}
        </p>
        <WithdrawnNote date={applicant.fecha_retiro} detailed />
        <Section>
          <StageSection postingId={postingId} applicant={applicant} />
        </Section>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <ScoreRing score={applicant.calificacion} size="lg" />
        <div className="min-w-0 text-sm text-slate-600 dark:text-slate-400">
          <p>{t('applicants.row.appliedAt', { date: formatDateTime(applicant.fecha_postulacion, language) })}</p>
        </div>
      </div>
      {applicant.posibles_duplicados.length > 0 ? (
        <Section title={t('applicants.duplicates.title')} headingRef={duplicatesHeading}>
          <PossibleDuplicates postingId={postingId} applicant={applicant} name={name} onMerged={onMerged} />
        </Section>
      ) : null}
      <Section title={t('applicants.drawer.contact')} headingRef={contactHeading}>
        {applicant.path_cv || applicant.telefono || applicant.correo ? (
          <div className="space-y-2">
            <ContactLinks applicant={applicant} name={name} />
            <p className="text-sm break-words text-slate-700 dark:text-slate-300">
              {[applicant.correo, applicant.telefono].filter(Boolean).join(' · ')}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('applicants.row.noContact')}</p>
        )}
      </Section>
      <Section>
        <StageSection postingId={postingId} applicant={applicant} />
      </Section>
      <Section>
        <MarkSelect postingId={postingId} applicant={applicant} marks={marks} />
      </Section>
      <Section title={t('applicants.notes.label')}>
        <PanelNotes postingId={postingId} applicant={applicant} />
      </Section>
      <Section title={t('applicants.screening.title')}>
        <ScreeningAction postingId={postingId} applicant={applicant} name={name} full />
        {applicant.decision_entrevista ? (
          <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
            <p>{t('applicants.screening.overridden', { date: formatDateTime(applicant.decision_entrevista.fecha, language) })}</p>
            {applicant.decision_entrevista.motivo ? (
              <p className="mt-1 break-words whitespace-pre-line">
                {t('applicants.screening.overriddenReason', { reason: applicant.decision_entrevista.motivo })}
              </p>
            ) : null}
          </div>
        ) : null}
      </Section>
      {applicant.fusionados.length > 0 ? (
        <Section title={t('applicants.merged.title')} headingRef={mergedHeading}>
          <MergedApplications postingId={postingId} applicant={applicant} marks={marks} onSeparated={onSeparated} />
        </Section>
      ) : null}
      {emailsPanel ? <Section title={t('mail.sent.title')}>{emailsPanel(applicant)}</Section> : null}
      <Section title={t('applicants.analysis.title')}>
        <AnalysisPanel postingId={postingId} applicant={applicant} />
      </Section>
    </div>
  );
}
