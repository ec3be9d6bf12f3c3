import { loading } from '../../../locales/es/app.json';
import common from '../../../locales/es/common.json';
import { network, internal, rate_limited, service_unavailable, validation, malformed_body, interview_not_found, interview_started, interview_finished, interview_incomplete } from '../../../locales/es/errors.json';
import { interview } from '../../../locales/es/screening.json';

/**
 * The interview page's texts in Spanish (../index.ts). Only the errors this page can meet: any other code shows the server's own
 * text, which the server writes in the page's language (lib/error-text.ts).
 */
export const texts = {
  app: { loading },
  common,
  errors: { network, internal, rate_limited, service_unavailable, validation, malformed_body, interview_not_found, interview_started, interview_finished, interview_incomplete },
  screening: { interview },
};
