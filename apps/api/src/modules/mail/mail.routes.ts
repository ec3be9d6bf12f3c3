import { applicantEmailsCall, listEmailTemplatesCall, saveEmailTemplateCall, sendEmailsCall } from '@postula/contract/mail';
import type { Router } from '../../platform/http/router';
import * as mail from './candidate-mail.usecases';

export function mailRoutes(router: Router, deps: mail.CandidateMailDeps): void {
  router.privateRoute(listEmailTemplatesCall, async ({ session }) => ({ plantillas: await mail.listTemplates(deps, session) }));

  router.privateRoute(saveEmailTemplateCall, async ({ session, body }) => mail.saveTemplate(deps, session, body));

  router.privateRoute(sendEmailsCall, async ({ session, body, language, ip }) => mail.sendEmails(deps, session, language, body, ip));

  router.privateRoute(applicantEmailsCall, async ({ session, params }) => ({
    correos: await mail.listApplicantEmails(deps, session, params.evaluacion_id, params.postulacion_id),
  }));
}
