import { loading } from '../../locales/en/app.json';
import { intake } from '../../locales/en/applicants.json';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import { interview } from '../../locales/en/screening.json';

/** The candidate's pages' texts in English (./index.ts). */
export const texts = { app: { loading }, applicants: { intake }, common, errors, screening: { interview } };
