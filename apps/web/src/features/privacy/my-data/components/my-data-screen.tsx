import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@postula/contract/applicants/my-data';
import { PostingHero } from '../../../../components/public/posting-hero';
import { PublicPage } from '../../../../components/public/public-page';
import { formatDateTime } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/i18n';
import { AnalysisCard } from './analysis-card';
import { Card } from './card';
import { DataActions } from './data-actions';

interface MyDataScreenProps {
  token: string;
  application: MyApplication;
  onDeleted: () => void;
}

const linkClasses =
  'rounded font-medium break-words text-indigo-700 underline underline-offset-2 hover:text-indigo-600 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200';

/** Facts as term and value, the term above on a phone and beside it from the sm breakpoint. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      {rows.map(([term, value]) => (
        <div key={term} className="py-2 first:pt-0 last:pb-0 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400 sm:text-sm">{term}</dt>
          <dd className="break-words text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the company holds of the candidate's application (issue 19; GDPR Art. 15, LGPD Art. 18, AI Act Art. 86): when
 * it was sent and the consent given, what the CV prints, the analysis with its explanation per condition, the
 * interview, how long it is kept, and the downloads and the deletion.
 */
export function MyDataScreen({ token, application: a, onDeleted }: MyDataScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (value: string) => formatDateTime(value, language);
  const company = a.empresa;
  const none = <span className="text-slate-500 dark:text-slate-400">{t('privacy.myData.cv.none')}</span>;
  const { politica_url: policy, contacto_email: contact } = a.privacidad;

  return (
    <PublicPage hero={<PostingHero company={company} position={a.puesto} eyebrow={t('privacy.myData.page.eyebrow')} />}>
      <title>{`${t('privacy.myData.page.title')} · ${company}`}</title>
      <Card title={t('privacy.myData.application.title')}>
        <p className="mb-3">{t('privacy.myData.page.intro', { company })}</p>
        <Facts
          rows={[
            [t('privacy.myData.application.sentAt'), date(a.fecha_postulacion)],
            [
              t('privacy.myData.application.consent'),
              a.consentimiento
                ? t('privacy.myData.application.consentValue', {
                    // Stored as '<version>:<language>', the notice's text as the candidate read it.
                    version: a.consentimiento.version.replace(/^(.+):([a-z]{2})$/, '$1 ($2)'),
                    date: date(a.consentimiento.fecha),
                  })
                : t('privacy.myData.application.consentNone'),
            ],
            [t('privacy.myData.application.file'), a.cv.nombre_archivo],
          ]}
        />
      </Card>

      <Card title={t('privacy.myData.cv.title')}>
        <p className="mb-3 text-slate-600 dark:text-slate-400">{t('privacy.myData.cv.hint')}</p>
        <Facts
          rows={[
            [t('privacy.myData.cv.name'), a.datos.nombre || none],
            [t('privacy.myData.cv.email'), a.datos.correo || none],
            [t('privacy.myData.cv.phone'), a.datos.telefono || none],
          ]}
        />
      </Card>

      <AnalysisCard application={a} />

      {a.entrevista && a.entrevista.respuestas.length > 0 ? (
        <Card title={t('privacy.myData.interview.title')}>
          <ol className="space-y-3">
            {a.entrevista.respuestas.map((item, index) => (
              <li key={index}>
                <p className="font-medium break-words text-slate-900 dark:text-white">{item.pregunta}</p>
                <p className="mt-0.5 break-words whitespace-pre-line">
                  {item.respuesta?.trim() || <span className="text-slate-500 dark:text-slate-400">{t('privacy.myData.interview.noAnswer')}</span>}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}

      <Card title={t('privacy.myData.keep.title')}>
        <p>
          {t('privacy.myData.keep.months', { company, count: a.privacidad.conservacion_meses })}{' '}
          {a.privacidad.borrado_previsto
            ? t('privacy.myData.keep.planned', { date: date(a.privacidad.borrado_previsto) })
            : t('privacy.myData.keep.open')}
        </p>
        {contact ? (
          <p className="mt-2">
            {t('privacy.myData.keep.contact')}{' '}
            <a href={`mailto:${contact}`} className={linkClasses}>
              {contact}
            </a>
          </p>
        ) : null}
        {policy && /^https?:\/\//i.test(policy) ? (
          <p className="mt-2">
            <a href={policy} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {t('privacy.myData.keep.policy', { company })}
              <span className="sr-only"> {t('common.newTab')}</span>
            </a>
          </p>
        ) : null}
      </Card>

      <DataActions token={token} company={company} onDeleted={onDeleted} />
    </PublicPage>
  );
}
