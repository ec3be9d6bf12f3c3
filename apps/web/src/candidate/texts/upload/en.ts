import { loading } from '../../../locales/en/app.json';
import common from '../../../locales/en/common.json';
import { network, internal, rate_limited, service_unavailable, validation, body_too_large, unsupported_media_type, file_required, file_type, file_too_large, document_too_large, posting_not_found, posting_closed, storage_unavailable, consent_required } from '../../../locales/en/errors.json';
import { intake } from '../../../locales/en/applicants.json';

/**
 * The upload page's texts in English (../index.ts). Only the errors this page can meet: any other code shows the server's own
 * text, which the server writes in the page's language (lib/error-text.ts).
 */
export const texts = {
  app: { loading },
  common,
  errors: { network, internal, rate_limited, service_unavailable, validation, body_too_large, unsupported_media_type, file_required, file_type, file_too_large, document_too_large, posting_not_found, posting_closed, storage_unavailable, consent_required },
  applicants: { intake },
};
