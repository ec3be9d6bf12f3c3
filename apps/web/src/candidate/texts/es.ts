import { loading } from '../../locales/es/app.json';
import { intake } from '../../locales/es/applicants.json';
import common from '../../locales/es/common.json';
import errors from '../../locales/es/errors.json';
import { interview } from '../../locales/es/screening.json';

/** The candidate's pages' texts in Spanish (./index.ts). */
export const texts = { app: { loading }, applicants: { intake }, common, errors, screening: { interview } };
