import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Applicant, BulkTarget } from '@postula/contract/applicants';
import { APPLICANTS_PAGE_SIZE, NO_MARK_ID, TIMINGS } from '@postula/contract/constants';
import type { JobDetail } from '@postula/contract/postings';
import type { Mark } from '@postula/contract/marks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast, type ToastMessage } from '../../../components/ui/toast';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon, CloudUploadIcon, FileTextIcon, TagIcon, UsersIcon } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PRODUCT_NAME } from '../../../lib/links';
import { useApplicantsPage } from '../api/get-applicants-page';
import { pageCount } from '../utils/pager';
import { ApplicantDrawer, type DrawerSection } from './applicant-drawer';
import { ApplicantFilters } from './applicant-filters';
import { ExportMenu } from './export-menu';
import { FindingFilters } from './finding-filters';
import { findingParams, findingRequest, narrows, readFinding, withChanges, type Finding } from '../utils/finding-params';
import { ApplicantRow } from './applicant-row';
import { AiOversightNote } from './ai-oversight-note';
import { Pager } from './pager';
import { paths } from '../../../lib/paths';
import { useStages } from '../stages/api/stages';
import { BulkMarkAction, BulkStageAction } from '../stages/components/bulk-actions';
import { StageBoard } from '../stages/components/stage-board';
import { StagesToolbar } from '../stages/components/stages-toolbar';
import { useStagesT } from '../../../lib/stages-texts';
import { useSelection } from '../hooks/use-selection';
import { BulkBar } from './bulk-bar';

const cardClasses = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * The list's state lives in the address (?pagina=&q=&marca=&etapa=&vista=): a reload, a shared link or Back keeps
 * it. `vista=tablero` shows the board instead of the list.
 */
function readListParams(params: URLSearchParams) {
  const page = Number(params.get('pagina'));
  const mark = Number(params.get('marca'));
  const stage = Number(params.get('etapa'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    text: (params.get('q') ?? '').trim().slice(0, 200),
    markId: Number.isInteger(mark) && mark > 0 ? mark : NO_MARK_ID,
    stageId: Number.isInteger(stage) && stage > 0 ? stage : null,
    view: params.get('vista') === 'tablero' ? ('board' as const) : ('list' as const),
  };
}

interface ApplicantsViewProps {
  id: string;
  /** The posting, for the header: its position and how many applied. */
  job: UseQueryResult<JobDetail>;
  /** The company's marks: the filter, the chips and the mark field. */
  marks: Mark[];
  /** The drawer's e-mails part, from the mail feature. */
  emailsPanel?: (applicant: Applicant) => ReactNode;
  /**
   * More actions of the bulk bar (another feature's, as "Send e-mail"), for the selection: the ticked ids, or every
   * applicant the list's filter matches; `count` is how many that is. `notify` shows a message that outlives the
   * bar (which goes once `done` clears the selection).
   */
  bulkActions?: (target: BulkTarget, count: number, done: () => void, notify: (message: ToastMessage) => void) => ReactNode;
}

/** The applicants of one posting (spec §2 "/job/{id}/applicants"), best first, kept up to date while open. */
export function ApplicantsView({ id, job, marks, emailsPanel, bulkActions }: ApplicantsViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const numberFormat = new Intl.NumberFormat(language);
  const postingId = Number(id);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [params, setParams] = useSearchParams();
  const { page, text, markId, stageId, view } = readListParams(params);
  const finding = readFinding(params);
  const filtered = text !== '' || markId !== NO_MARK_ID || stageId !== null || narrows(finding);
  const stageIds = stageId === null ? [] : [stageId];
  const applicants = useApplicantsPage({ postingId, page, text, markId, stageIds, finding });
  const { filtro: findingFilter, orden } = findingRequest(finding);
  const exportRequest = {
    evaluacion_id: postingId,
    filtro: { nombre_o_notas: text, marcas: markId === NO_MARK_ID ? [] : [markId], ...findingFilter, etapas: stageIds },
    orden,
  };
  const stages = useStages();
  const ts = useStagesT();
  const selection = useSelection();
  const { clear: clearSelection } = selection;
  const notify = useToast(TIMINGS.markSavedToast);
  // What is selected is always on screen: another page, filter, order or view starts a new selection.
  const findingKey = JSON.stringify(finding);
  useEffect(() => clearSelection(), [page, text, markId, stageId, view, findingKey, clearSelection]);
  const listTop = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [openSection, setOpenSection] = useState<DrawerSection | null>(null);
  // The applicant as last seen, so the panel stays open if a refresh or a filter takes them off this page.
  const [lastOpen, setLastOpen] = useState<Applicant | null>(null);

  const total = applicants.data?.total_cv_recibidos ?? 0;
  const count = pageCount(total, APPLICANTS_PAGE_SIZE);
  const rows = applicants.data?.postulaciones ?? [];
  const fresh = openId === null ? undefined : rows.find((a) => a.postulacion_id === openId);
  if (fresh && fresh !== lastOpen) setLastOpen(fresh);
  const opened = openId === null ? null : (fresh ?? lastOpen);

  // The params last asked for: react-router's functional setParams gets the params of the last render, so two
  // changes before the next render (clearing the search, then choosing a mark) would lose the first one.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );
  const onText = useCallback((value: string) => update({ q: value, pagina: null }, true), [update]);
  const onMark = (value: number) => update({ marca: value === NO_MARK_ID ? null : String(value), pagina: null });
  const onStage = (value: number | null) => update({ etapa: value === null ? null : String(value), pagina: null });
  const onView = (value: 'list' | 'board') => update({ vista: value === 'board' ? 'tablero' : null });
  // Read from the params last asked for, like `update`: a change just made and not yet rendered is kept.
  const onFinding = (changes: Partial<Finding>) =>
    update({ ...findingParams(withChanges(readFinding(latest.current), changes)), pagina: null });
  const onPage = (value: number) => {
    update({ pagina: value === 1 ? null : String(value) });
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  // A page past the last (an old link, applicants filtered away) shows the last page instead.
  useEffect(() => {
    if (applicants.data && !applicants.isPlaceholderData && page > count) {
      update({ pagina: count === 1 ? null : String(count) }, true);
    }
  }, [applicants.data, applicants.isPlaceholderData, page, count, update]);

  const open = (applicant: Applicant, section: DrawerSection | null = null) => {
    setOpenId(applicant.postulacion_id);
    setOpenSection(section);
    setLastOpen(applicant);
  };

  // A withdrawn applicant has no name any more (issue 19): the screens say it withdrew instead.
  const nameOf = (applicant: Applicant) =>
    applicant.fecha_retiro ? t('applicants.withdrawn.name') : applicant.nombre_persona?.trim() || t('applicants.row.unnamed');
  const markOf = (applicant: Applicant) => marks.find((mark) => mark.marca_id === applicant.marca_id);
  const stageNameOf = (applicant: Applicant) => stages.data?.etapas.find((s) => s.etapa_id === applicant.etapa_id)?.nombre;
  const pageIds = rows.map((a) => a.postulacion_id);
  const selectedIds = [...selection.selected];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  // "All that match the filter" sends the list's own filter: the server acts on exactly what the list pages through.
  const bulkTarget: BulkTarget = selection.allMatching ? { filtro: exportRequest.filtro } : { postulacion_ids: selectedIds };
  const bulkCount = selection.allMatching ? total : selectedIds.length;
  const received = filtered ? job.data?.total_cv_recibidos : (applicants.data?.total_cv_recibidos ?? job.data?.total_cv_recibidos);

  if (job.isError && job.error instanceof ApiError && [400, 404].includes(job.error.status)) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <Alert>{t('applicants.page.jobError')}</Alert>
        <Link to={paths.dashboard()} className={buttonClasses('primary', 'md')}>
          <ArrowLeftIcon className="size-4" />
          {t('applicants.page.back')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <title>{`${t('applicants.page.pageTitle')}${job.data ? ` · ${job.data.puesto}` : ''} · ${PRODUCT_NAME}`}</title>
      <Link
        to={paths.dashboard()}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {t('applicants.page.back')}
      </Link>

      <header className={`${cardClasses} p-5 sm:p-6`}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            {job.data ? (
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {job.data.puesto}
              </h1>
            ) : (
              <div aria-hidden="true" className="h-8 w-64 max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            )}
            {received === undefined ? null : (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                <UsersIcon className="size-4" />
                {t('applicants.page.received', { count: received, formatted: numberFormat.format(received) })}
              </p>
            )}
            {job.isError ? <p className="mt-2 text-sm text-red-700 dark:text-red-400">{t('applicants.page.jobError')}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.job(id)} className={buttonClasses('secondary', 'md')}>
              <FileTextIcon className="size-4" />
              {t('applicants.page.jobInfo')}
            </Link>
            <Link to={paths.importApplicants(id)} className={buttonClasses('secondary', 'md')}>
              <CloudUploadIcon className="size-4" />
              {t('applicants.page.import')}
            </Link>
            <Link to={paths.applicantMarks()} className={buttonClasses('ghost', 'md')}>
              <TagIcon className="size-4" />
              {t('applicants.page.marks')}
            </Link>
          </div>
        </div>
      </header>

      <ApplicantFilters
        text={text}
        markId={markId}
        marks={marks}
        onText={onText}
        onMark={onMark}
        initiallyOpen={desktop || filtered}
      >
        <FindingFilters finding={finding} onChange={onFinding} />
      </ApplicantFilters>

      <StagesToolbar view={view} onView={onView} stageId={stageId} onStage={onStage} />

      {/* Over the list and the board alike: the score orders, a person decides (issue 19). */}
      <AiOversightNote postingId={postingId} />

      {view === 'board' ? (
        <StageBoard postingId={postingId} text={text} markId={markId} marks={marks} nameOf={nameOf} onOpen={(a) => open(a)} />
      ) : (
      <div ref={listTop} className="scroll-mt-24 space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t(`applicants.finding.listBy.${finding.order}`)}</h2>
          {filtered && applicants.data ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t('applicants.filters.results', { count: total, formatted: numberFormat.format(total) })}
            </p>
          ) : null}
          {total > 0 ? <ExportMenu request={exportRequest} /> : null}
        </div>

        {applicants.isPending ? (
          <ul aria-hidden="true" className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className={`${cardClasses} h-28 animate-pulse`} />
            ))}
          </ul>
        ) : applicants.isError && !applicants.data ? (
          <div className="space-y-4">
            <Alert>{t('applicants.page.loadError')}</Alert>
            <Button variant="secondary" onClick={() => void applicants.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
              <UsersIcon className="size-7" />
            </span>
            <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
              {filtered ? t('applicants.page.noMatches') : t('applicants.page.empty')}
            </p>
            <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
              {filtered ? t('applicants.page.noMatchesHint') : t('applicants.page.emptyHint')}
            </p>
            {filtered ? (
              <Button
                variant="secondary"
                className="mt-6"
                onClick={() =>
                  update({
                    q: null,
                    marca: null,
                    etapa: null,
                    pagina: null,
                    ...findingParams({ ...finding, scoreMin: null, scoreMax: null, state: null, mandatory: 'any' }),
                  })
                }
              >
                {t('applicants.page.clearFilters')}
              </Button>
            ) : (
              <Link to={paths.job(id)} className={buttonClasses('primary', 'md', 'mt-6')}>
                {t('applicants.page.jobInfo')}
              </Link>
            )}
          </div>
        ) : (
          <>
            <label className="inline-flex items-center gap-2 px-1 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={allOnPage}
                onChange={(event) => selection.setAll(pageIds, event.target.checked)}
                className="size-4 cursor-pointer accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              />
              {ts('select.page')}
            </label>
            <ul
              aria-label={t('applicants.page.list')}
              aria-busy={applicants.isPlaceholderData || undefined}
              className={`${desktop ? `${cardClasses} divide-y divide-slate-200 overflow-hidden dark:divide-slate-800` : 'space-y-3'} transition-opacity ${
                applicants.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              {rows.map((applicant) => (
                <ApplicantRow
                  key={applicant.postulacion_id}
                  postingId={postingId}
                  applicant={applicant}
                  name={nameOf(applicant)}
                  mark={markOf(applicant)}
                  desktop={desktop}
                  onOpen={(section) => open(applicant, section)}
                  stageName={stageNameOf(applicant)}
                  selection={{
                    checked: selection.selected.has(applicant.postulacion_id),
                    label: ts('select.one', { name: nameOf(applicant) }),
                    onChange: (on) => selection.toggle(applicant.postulacion_id, on),
                  }}
                  cvMatch={text ? { snippet: applicant.fragmento_cv, search: text } : undefined}
                />
              ))}
            </ul>
            {selectedIds.length > 0 || selection.allMatching ? (
              <BulkBar
                count={selectedIds.length}
                onClear={selection.clear}
                matching={{
                  total,
                  all: selection.allMatching,
                  offered: allOnPage && total > pageIds.length,
                  filtered,
                  onAll: selection.selectAllMatching,
                  onPage: selection.backToPage,
                }}
              >
                <BulkStageAction postingId={postingId} target={bulkTarget} count={bulkCount} onDone={selection.clear} notify={notify} />
                <BulkMarkAction
                  postingId={postingId}
                  target={bulkTarget}
                  count={bulkCount}
                  onDone={selection.clear}
                  notify={notify}
                  marks={marks}
                />
                {bulkActions?.(bulkTarget, bulkCount, selection.clear, notify)}
              </BulkBar>
            ) : null}
            {count > 1 ? <Pager page={Math.min(page, count)} count={count} onPage={onPage} /> : null}
          </>
        )}
      </div>
      )}

      <ApplicantDrawer
        postingId={postingId}
        applicant={opened}
        name={opened ? nameOf(opened) : ''}
        marks={marks}
        section={openSection}
        emailsPanel={emailsPanel}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
