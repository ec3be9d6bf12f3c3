import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const linkClasses =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-500 dark:text-indigo-300';

interface EntrySubjectsProps {
  evaluacion_id: number | null;
  puesto: string | null;
  aviso_existe: boolean;
  postulacion_id: number | null;
  nombre_persona: string | null;
  postulante_existe: boolean;
}

/**
 * Which posting and applicant an entry names: links while they exist, their ids once gone (the log keeps ids,
 * never a candidate's name; the name shown is the applicant's as it is now).
 */
export function EntrySubjects(entry: EntrySubjectsProps) {
  const { t } = useTranslation();
  const posting = entry.evaluacion_id;
  const applicantText = entry.nombre_persona ?? t('audit.entry.applicant', { id: entry.postulacion_id ?? 0 });
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
      {posting !== null ? (
        entry.aviso_existe ? (
          <Link to={paths.job(posting)} className={linkClasses}>
            {entry.puesto ?? t('audit.entry.posting', { id: posting })}
          </Link>
        ) : (
          <span>{entry.puesto ?? t('audit.entry.posting', { id: posting })}</span>
        )
      ) : null}
      {posting !== null && entry.postulacion_id !== null ? <span aria-hidden="true">·</span> : null}
      {entry.postulacion_id !== null ? (
        entry.postulante_existe && posting !== null ? (
          <Link
            to={entry.nombre_persona ? `${paths.jobApplicants(posting)}?${new URLSearchParams({ q: entry.nombre_persona })}` : paths.jobApplicants(posting)}
            className={linkClasses}
          >
            {applicantText}
          </Link>
        ) : (
          <span>{t('audit.entry.applicant', { id: entry.postulacion_id })}</span>
        )
      ) : null}
    </span>
  );
}
