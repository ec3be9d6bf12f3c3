import { loading } from '../../../locales/pt/app.json';
import common from '../../../locales/pt/common.json';
import { network, internal, rate_limited, service_unavailable, validation, my_data_not_found } from '../../../locales/pt/errors.json';
import { myData } from '../../../locales/pt/privacy.json';

/**
 * The private page's texts in Portuguese (../index.ts). Only the errors this page can meet: any other code shows the server's own
 * text, which the server writes in the page's language (lib/error-text.ts).
 */
export const texts = {
  app: { loading },
  common,
  errors: { network, internal, rate_limited, service_unavailable, validation, my_data_not_found },
  privacy: { myData },
};
