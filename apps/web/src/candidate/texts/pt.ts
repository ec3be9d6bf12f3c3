import { loading } from '../../locales/pt/app.json';
import { intake } from '../../locales/pt/applicants.json';
import common from '../../locales/pt/common.json';
import errors from '../../locales/pt/errors.json';
import { interview } from '../../locales/pt/screening.json';

/** The candidate's pages' texts in Portuguese (./index.ts). */
export const texts = { app: { loading }, applicants: { intake }, common, errors, screening: { interview } };
