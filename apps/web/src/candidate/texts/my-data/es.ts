import { loading } from '../../../locales/es/app.json';
import common from '../../../locales/es/common.json';
import { network, internal, rate_limited, service_unavailable, validation, my_data_not_found } from '../../../locales/es/errors.json';
import { myData } from '../../../locales/es/privacy.json';

/**
 * The private page's texts in Spanish (../index.ts). Only the errors this page can meet: any other code shows the server's own
 * text, which the server writes in the page's language (lib/error-text.ts).
 */
export const texts = {
  app: { loading },
  common,
  errors: { network, internal, rate_limited, service_unavailable, validation, my_data_not_found },
  privacy: { myData },
};
