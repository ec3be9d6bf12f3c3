import { loading } from '../../../locales/pt/app.json';
import common from '../../../locales/pt/common.json';
import { network, internal, rate_limited, service_unavailable, validation, malformed_body, interview_not_found, interview_started, interview_finished, interview_incomplete } from '../../../locales/pt/errors.json';
import { interview } from '../../../locales/pt/screening.json';

/**
 * The interview page's texts in Portuguese (../index.ts). Only the errors this page can meet: any other code shows the server's own
 * text, which the server writes in the page's language (lib/error-text.ts).
 */
export const texts = {
  app: { loading },
  common,
  errors: { network, internal, rate_limited, service_unavailable, validation, malformed_body, interview_not_found, interview_started, interview_finished, interview_incomplete },
  screening: { interview },
};
