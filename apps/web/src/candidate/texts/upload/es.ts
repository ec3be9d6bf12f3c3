import { loading } from '../../../locales/es/app.json';
import common from '../../../locales/es/common.json';
import { network, internal, rate_limited, service_unavailable, validation, body_too_large, unsupported_media_type, file_required, file_type, file_too_large, document_too_large, posting_not_found, posting_closed, storage_unavailable, consent_required } from '../../../locales/es/errors.json';
import { intake } from '../../../locales/es/applicants.json';

/**
 * The upload page's texts in Spanish (../index.ts). Only the errors this page can meet: any other code shows the server's own
 * text, which the server writes in the page's language (lib/error-text.ts).
 */
export const texts = {
  app: { loading },
  common,
  errors: { network, internal, rate_limited, service_unavailable, validation, body_too_large, unsupported_media_type, file_required, file_type, file_too_large, document_too_large, posting_not_found, posting_closed, storage_unavailable, consent_required },
  applicants: { intake },
};
