import type { Language } from '@postula/contract/constants';
import { interpolate, type Translations } from '../../../platform/i18n/language';
import { composeMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { DriveFileReason, DriveImportReason } from './drive.repository';

type Key =
  | 'started'
  | 'subjectDone'
  | 'subjectFailed'
  | 'headingDone'
  | 'headingFailed'
  | 'counts'
  | 'moreFiles'
  | 'ignored'
  | 'filesHeading'
  | 'imported'
  | 'action'
  | 'footer';

const texts: Translations<Key> = {
  es: {
    started: 'Estamos importando los CV de la carpeta. Puede tardar varios minutos; te enviaremos un correo cuando termine.',
    subjectDone: 'Terminó la importación de CV desde Google Drive',
    subjectFailed: 'No se pudo completar la importación de CV desde Google Drive',
    headingDone: 'Importamos los CV de la carpeta «{folder}» al aviso «{position}»',
    headingFailed: 'La importación de CV al aviso «{position}» no pudo completarse',
    counts: 'Importados: {imported}. Omitidos: {skipped}. Con errores: {failed}.',
    moreFiles: 'La carpeta tiene más de {max} CV: solo se leyeron los primeros {max}.',
    ignored: 'Archivos que no son CV (PDF, DOC, DOCX o documentos de Google) y no se leyeron: {count}.',
    filesHeading: 'Detalle por archivo:',
    imported: 'importado',
    action: 'Ver los candidatos',
    footer: 'Los CV importados se calificarán con las condiciones del aviso en unos instantes.',
  },
  en: {
    started: "We are importing the CVs in the folder. It may take several minutes; we'll e-mail you when it's done.",
    subjectDone: 'Your Google Drive CV import has finished',
    subjectFailed: 'Your Google Drive CV import could not be completed',
    headingDone: 'We imported the CVs of the folder “{folder}” into the posting “{position}”',
    headingFailed: 'The CV import into the posting “{position}” could not be completed',
    counts: 'Imported: {imported}. Skipped: {skipped}. Failed: {failed}.',
    moreFiles: 'The folder holds more than {max} CVs: only the first {max} were read.',
    ignored: 'Files that are not CVs (PDF, DOC, DOCX or Google Docs) and were not read: {count}.',
    filesHeading: 'File by file:',
    imported: 'imported',
    action: 'See the candidates',
    footer: "The imported CVs will be scored against the posting's conditions in a moment.",
  },
  pt: {
    started: 'Estamos importando os currículos da pasta. Pode levar vários minutos; enviaremos um e-mail quando terminar.',
    subjectDone: 'A importação de currículos do Google Drive terminou',
    subjectFailed: 'Não foi possível concluir a importação de currículos do Google Drive',
    headingDone: 'Importamos os currículos da pasta “{folder}” para a vaga “{position}”',
    headingFailed: 'A importação de currículos para a vaga “{position}” não pôde ser concluída',
    counts: 'Importados: {imported}. Ignorados: {skipped}. Com erro: {failed}.',
    moreFiles: 'A pasta tem mais de {max} currículos: só os primeiros {max} foram lidos.',
    ignored: 'Arquivos que não são currículos (PDF, DOC, DOCX ou documentos Google) e não foram lidos: {count}.',
    filesHeading: 'Detalhe por arquivo:',
    imported: 'importado',
    action: 'Ver os candidatos',
    footer: 'Os currículos importados serão avaliados com as condições da vaga em instantes.',
  },
};

const importReasons: Translations<DriveImportReason> = {
  es: {
    folder_not_found: 'La carpeta no existe o no es pública: compártela como «Cualquier persona con el enlace» y vuelve a intentarlo.',
    invalid_key: 'Google rechazó la clave de la API de este servidor: avisa a quien lo administra.',
    drive_unavailable: 'Google Drive no respondió después de varios intentos. Los CV ya importados se conservan; vuelve a intentarlo más tarde.',
    internal: 'Ocurrió un error inesperado. Los CV ya importados se conservan; vuelve a intentarlo más tarde.',
    no_cvs: 'La carpeta no tiene CV (PDF, DOC, DOCX o documentos de Google).',
  },
  en: {
    folder_not_found: 'The folder does not exist or is not public: share it as “Anyone with the link” and try again.',
    invalid_key: "Google refused this server's API key: tell whoever runs it.",
    drive_unavailable: 'Google Drive did not answer after several tries. The CVs already imported are kept; try again later.',
    internal: 'Something unexpected went wrong. The CVs already imported are kept; try again later.',
    no_cvs: 'The folder has no CVs (PDF, DOC, DOCX or Google Docs).',
  },
  pt: {
    folder_not_found: 'A pasta não existe ou não é pública: compartilhe-a como “Qualquer pessoa com o link” e tente de novo.',
    invalid_key: 'O Google recusou a chave de API deste servidor: avise quem o administra.',
    drive_unavailable: 'O Google Drive não respondeu após várias tentativas. Os currículos já importados foram mantidos; tente mais tarde.',
    internal: 'Ocorreu um erro inesperado. Os currículos já importados foram mantidos; tente mais tarde.',
    no_cvs: 'A pasta não tem currículos (PDF, DOC, DOCX ou documentos Google).',
  },
};

const fileReasons: Translations<DriveFileReason> = {
  es: {
    already_imported: 'omitido: ya se había importado a este aviso',
    already_in_posting: 'omitido: el mismo archivo ya está en este aviso',
    not_a_cv: 'omitido: no es un PDF ni un documento de Word',
    too_large: 'omitido: supera los 10 MB',
    no_room: 'omitido: el aviso llegó a su máximo de CV',
    not_accessible: 'error: no se pudo descargar (no está compartido o se borró)',
  },
  en: {
    already_imported: 'skipped: already imported into this posting',
    already_in_posting: 'skipped: the same file is already in this posting',
    not_a_cv: 'skipped: not a PDF or Word document',
    too_large: 'skipped: larger than 10 MB',
    no_room: 'skipped: the posting reached its maximum number of CVs',
    not_accessible: 'failed: could not be downloaded (not shared, or deleted)',
  },
  pt: {
    already_imported: 'ignorado: já tinha sido importado para esta vaga',
    already_in_posting: 'ignorado: o mesmo arquivo já está nesta vaga',
    not_a_cv: 'ignorado: não é um PDF nem um documento do Word',
    too_large: 'ignorado: maior que 10 MB',
    no_room: 'ignorado: a vaga atingiu o máximo de currículos',
    not_accessible: 'erro: não foi possível baixar (não compartilhado ou excluído)',
  },
};

export const startedMessage = (language: Language) => texts[language].started;
export const importReasonText = (language: Language, reason: DriveImportReason) => importReasons[language][reason];

export interface ImportReport {
  to: string;
  language: Language;
  url: string;
  position: string;
  folder: string | null;
  state: 'terminada' | 'fallida';
  reason: DriveImportReason | null;
  imported: number;
  skipped: number;
  failed: number;
  moreFiles: boolean;
  ignored: number;
  maxFiles: number;
  files: { name: string; reason: DriveFileReason | null }[];
}

/**
 * The e-mail that says how an import ended. File and folder names come from whoever owns the folder:
 * they are plain text here, and composeMail escapes every paragraph of the HTML part.
 */
export function importReportMail(report: ImportReport): MailMessage {
  const t = texts[report.language];
  const failed = report.state === 'fallida';
  const paragraphs = [
    ...(report.reason ? [importReasonText(report.language, report.reason)] : []),
    interpolate(t.counts, { imported: report.imported, skipped: report.skipped, failed: report.failed }),
    ...(report.moreFiles ? [interpolate(t.moreFiles, { max: report.maxFiles })] : []),
    ...(report.ignored > 0 ? [interpolate(t.ignored, { count: report.ignored })] : []),
    ...(report.files.length > 0
      ? [t.filesHeading, ...report.files.map((f) => `${f.name}: ${f.reason ? fileReasons[report.language][f.reason] : t.imported}`)]
      : []),
  ];
  return composeMail({
    to: report.to,
    subject: failed ? t.subjectFailed : t.subjectDone,
    heading: interpolate(failed || report.folder === null ? t.headingFailed : t.headingDone, {
      folder: report.folder ?? '',
      position: report.position,
    }),
    paragraphs,
    action: { label: t.action, url: report.url },
    footer: t.footer,
  });
}
