import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '@postula/contract/applicant';
import type { Mark } from '@postula/contract/settings';
import { Drawer } from '../../../components/ui/drawer';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { AnalysisPanel } from './analysis-panel';
import { ContactLinks } from './contact-links';
import { MarkSelect } from './mark-select';
import { PanelNotes } from './notes-editor';
import { ScoreRing } from './score-ring';
import { ScreeningAction } from './screening-action';

interface ApplicantDrawerProps {
  postingId: number;
  /** The applicant shown; null when the panel is closed. */
  applicant: Applicant | null;
  name: string;
  marks: Mark[];
  onClose: () => void;
}

/** A part of the panel; without a title when its field's own label names it. */
function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5 dark:border-slate-800">
      {title ? (
        <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
      ) : null}
      {children}
    </section>
  );
}

/**
 * An applicant in full (spec §2): a panel on the right on a desktop, a bottom sheet on a phone. Contact, mark,
 * notes, screening, and the analysis condition by condition. It follows the list's refreshes, so an analysis
 * that finishes while it is open shows up here too.
 */
export function ApplicantDrawer({ postingId, applicant, name, marks, onClose }: ApplicantDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Drawer open={applicant !== null} title={name} closeLabel={t('applicants.drawer.close')} onClose={onClose} size="lg">
      {applicant ? (
        <div className="space-y-5">
          <div className="flex items-center gap-4">
            <ScoreRing score={applicant.calificacion} size="lg" />
            <div className="min-w-0 text-sm text-slate-600 dark:text-slate-400">
              <p>{t('applicants.row.appliedAt', { date: formatDateTime(applicant.fecha_postulacion, language) })}</p>
            </div>
          </div>
          <Section title={t('applicants.drawer.contact')}>
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
            <MarkSelect postingId={postingId} applicant={applicant} marks={marks} />
          </Section>
          <Section title={t('applicants.notes.label')}>
            <PanelNotes postingId={postingId} applicant={applicant} />
          </Section>
          <Section title={t('applicants.screening.title')}>
            <ScreeningAction postingId={postingId} applicant={applicant} name={name} full />
          </Section>
          <Section title={t('applicants.analysis.title')}>
            <AnalysisPanel applicant={applicant} />
          </Section>
        </div>
      ) : null}
    </Drawer>
  );
}
