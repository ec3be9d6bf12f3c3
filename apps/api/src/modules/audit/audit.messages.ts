import type { AuditAction, AuditActor } from '@postula/contract/audit';
import type { Translations } from '../../platform/i18n/language';

/** The CSV export's file name, headers and words, in the reader's language (Accept-Language). */
export const auditCsvTexts: Translations<
  'file' | 'when' | 'who' | 'actor' | 'action' | 'posting' | 'position' | 'applicant' | 'detail' | 'ip'
> = {
  es: {
    file: 'Registro de actividad',
    when: 'Fecha (UTC)',
    who: 'Usuario',
    actor: 'Actor',
    action: 'Acción',
    posting: 'Aviso',
    position: 'Puesto',
    applicant: 'Postulante',
    detail: 'Detalle',
    ip: 'IP',
  },
  en: {
    file: 'Activity log',
    when: 'Date (UTC)',
    who: 'User',
    actor: 'Actor',
    action: 'Action',
    posting: 'Posting',
    position: 'Position',
    applicant: 'Applicant',
    detail: 'Detail',
    ip: 'IP',
  },
  pt: {
    file: 'Registro de atividades',
    when: 'Data (UTC)',
    who: 'Usuário',
    actor: 'Ator',
    action: 'Ação',
    posting: 'Vaga',
    position: 'Cargo',
    applicant: 'Candidato',
    detail: 'Detalhe',
    ip: 'IP',
  },
};

export const auditActorTexts: Translations<AuditActor> = {
  es: { reclutador: 'Usuario', candidato: 'Candidato', sistema: 'Sistema' },
  en: { reclutador: 'User', candidato: 'Candidate', sistema: 'System' },
  pt: { reclutador: 'Usuário', candidato: 'Candidato', sistema: 'Sistema' },
};

export const auditActionTexts: Translations<AuditAction> = {
  es: {
    cv_visto: 'CV visto',
    cv_descargado: 'CV descargado',
    etapa_cambiada: 'Etapa cambiada',
    marca_cambiada: 'Marca cambiada',
    nota_cambiada: 'Notas cambiadas',
    entrevista_contra_recomendacion: 'Entrevista pese a la recomendación de la IA',
    postulantes_exportados: 'Postulantes exportados',
    correo_enviado: 'E-mail enviado',
    aviso_eliminado: 'Aviso eliminado',
    postulante_eliminado: 'Postulación eliminada',
    registro_exportado: 'Registro de actividad exportado',
  },
  en: {
    cv_visto: 'CV viewed',
    cv_descargado: 'CV downloaded',
    etapa_cambiada: 'Stage changed',
    marca_cambiada: 'Mark changed',
    nota_cambiada: 'Notes changed',
    entrevista_contra_recomendacion: "Interview despite the AI's advice",
    postulantes_exportados: 'Applicants exported',
    correo_enviado: 'E-mail sent',
    aviso_eliminado: 'Posting deleted',
    postulante_eliminado: 'Application deleted',
    registro_exportado: 'Activity log exported',
  },
  pt: {
    cv_visto: 'Currículo visualizado',
    cv_descargado: 'Currículo baixado',
    etapa_cambiada: 'Etapa alterada',
    marca_cambiada: 'Marca alterada',
    nota_cambiada: 'Notas alteradas',
    entrevista_contra_recomendacion: 'Entrevista apesar da recomendação da IA',
    postulantes_exportados: 'Candidatos exportados',
    correo_enviado: 'E-mail enviado',
    aviso_eliminado: 'Vaga excluída',
    postulante_eliminado: 'Candidatura excluída',
    registro_exportado: 'Registro de atividades exportado',
  },
};
