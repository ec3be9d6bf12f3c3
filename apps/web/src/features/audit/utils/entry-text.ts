import type { TFunction } from 'i18next';
import type { AuditEntry, PipelineChange } from '@postula/contract/audit';
import type { Verdict } from '@postula/contract/applicants';

/**
 * What an entry of the activity log says happened, as one sentence in the reader's language: the action with
 * what the entry keeps of it (the stage, the mark, the template, how many rows), and for a bulk action how
 * many applicants it reached.
 */
export function entrySentence(entry: AuditEntry, t: TFunction, language: string): string {
  const number = new Intl.NumberFormat(language);
  const count = (value: number | undefined) => ({ count: value ?? 0, formatted: number.format(value ?? 0) });
  const d = entry.detalle;
  const main = ((): string => {
    switch (entry.accion) {
      case 'cv_visto':
        return t('audit.sentences.cvViewed');
      case 'cv_descargado':
        return t('audit.sentences.cvDownloaded');
      case 'etapa_cambiada':
        return t('audit.sentences.stage', { stage: d.etapa?.nombre ?? '—' });
      case 'marca_cambiada':
        return d.marca ? t('audit.sentences.markSet', { mark: d.marca.nombre }) : t('audit.sentences.markRemoved');
      case 'nota_cambiada':
        return d.nota === 'borrada' ? t('audit.sentences.noteErased') : t('audit.sentences.noteWritten');
      case 'entrevista_contra_recomendacion':
        return d.con_motivo ? t('audit.sentences.overrideWithReason') : t('audit.sentences.override');
      case 'postulantes_exportados': {
        const text = t('audit.sentences.exported', { ...count(d.filas), format: (d.formato ?? 'csv').toUpperCase() });
        return d.filtrado ? `${text} ${t('audit.sentences.exportedFiltered')}` : text;
      }
      case 'correo_enviado':
        return t('audit.sentences.emailed', { template: d.plantilla ? t(`audit.templates.${d.plantilla}`) : t('audit.templates.own') });
      case 'aviso_eliminado':
        return t('audit.sentences.postingDeleted', count(d.postulantes));
      case 'postulante_eliminado':
        return entry.actor === 'candidato'
          ? t('audit.sentences.deletedByCandidate')
          : entry.actor === 'sistema'
            ? t('audit.sentences.deletedByRetention')
            : t('audit.sentences.deletedByUser');
      case 'registro_exportado':
        return t('audit.sentences.trailExported');
      case 'postulante_unido':
        return t('audit.sentences.merged', { id: d.unido_a ?? '—' });
      case 'postulante_separado':
        return t('audit.sentences.separated', { id: d.separado_de ?? '—' });
      case 'preguntas_editadas':
        return entry.postulacion_id !== null
          ? t('audit.sentences.questionsInterview', count(d.preguntas))
          : t('audit.sentences.questionsGeneral', count(d.preguntas));
      case 'etapas_editadas':
        return t('audit.sentences.pipeline', { changes: pipelineChanges(d.etapas ?? {}, t, count).join('; ') });
      case 'marca_eliminada':
        return t('audit.sentences.markDeleted', { ...count(d.postulantes), mark: d.marca?.nombre ?? '—' });
      case 'veredicto_corregido': {
        const verdict = (v: Verdict | undefined) => (v ? t(`applicants.analysis.verdicts.${v}`) : '—');
        const change = d.veredicto;
        const what = { condition: change?.condicion ?? '—', ai: verdict(change?.ia) };
        return change?.despues
          ? t('audit.sentences.verdictCorrected', { ...what, verdict: verdict(change.despues) })
          : t('audit.sentences.verdictRestored', what);
      }
    }
  })();
  return d.lote && d.lote > 1 ? `${main} ${t('audit.sentences.batch', count(d.lote))}` : main;
}

/** What one save of the pipeline changed, each change as a clause of the sentence, in the order a reader checks them. */
function pipelineChanges(
  change: PipelineChange,
  t: TFunction,
  count: (value: number | undefined) => { count: number; formatted: string },
): string[] {
  return [
    ...(change.agregadas ?? []).map((stage) => t('audit.sentences.pipelineAdded', { stage: stage.nombre })),
    ...(change.renombradas ?? []).map((stage) => t('audit.sentences.pipelineRenamed', { before: stage.antes, after: stage.despues })),
    ...(change.reordenadas ? [t('audit.sentences.pipelineReordered')] : []),
    ...(change.eliminada
      ? [t('audit.sentences.pipelineRemoved', { ...count(change.eliminada.movidas), stage: change.eliminada.nombre, to: change.eliminada.mover_a.nombre })]
      : []),
  ];
}

/** Who acted: the user's e-mail, the candidate, or the system. */
export function entryActor(entry: Pick<AuditEntry, 'actor' | 'usuario'>, t: TFunction): string {
  if (entry.usuario) return entry.usuario;
  if (entry.actor === 'candidato') return t('audit.who.candidate');
  if (entry.actor === 'sistema') return t('audit.who.system');
  return t('audit.who.unknownUser');
}

/**
 * The reader's local days as the filter's instants: from the start of `from` (inclusive) to the start of the day
 * after `to` (exclusive), in the browser's time zone. An empty day leaves that end open.
 */
export function localDayRange(from: string, to: string): { desde?: string; hasta?: string } {
  const start = (day: string, plus = 0) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plus).toISOString() : undefined;
  };
  const desde = start(from);
  const hasta = start(to, 1);
  return { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) };
}
