import type { Language } from '@postula/contract/constants';
import esAccounts from '../locales/es/accounts.json';
import esApp from '../locales/es/app.json';
import esApplicants from '../locales/es/applicants.json';
import esAudit from '../locales/es/audit.json';
import esCommon from '../locales/es/common.json';
import esErrors from '../locales/es/errors.json';
import esFairness from '../locales/es/fairness.json';
import esImports from '../locales/es/imports.json';
import esLinkedin from '../locales/es/linkedin.json';
import esMail from '../locales/es/mail.json';
import esMarks from '../locales/es/marks.json';
import esPostings from '../locales/es/postings.json';
import esPrivacy from '../locales/es/privacy.json';
import esScreening from '../locales/es/screening.json';
import esStages from '../locales/es/stages.json';
import enAccounts from '../locales/en/accounts.json';
import enApp from '../locales/en/app.json';
import enApplicants from '../locales/en/applicants.json';
import enAudit from '../locales/en/audit.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enFairness from '../locales/en/fairness.json';
import enImports from '../locales/en/imports.json';
import enLinkedin from '../locales/en/linkedin.json';
import enMail from '../locales/en/mail.json';
import enMarks from '../locales/en/marks.json';
import enPostings from '../locales/en/postings.json';
import enPrivacy from '../locales/en/privacy.json';
import enScreening from '../locales/en/screening.json';
import enStages from '../locales/en/stages.json';
import ptAccounts from '../locales/pt/accounts.json';
import ptApp from '../locales/pt/app.json';
import ptApplicants from '../locales/pt/applicants.json';
import ptAudit from '../locales/pt/audit.json';
import ptCommon from '../locales/pt/common.json';
import ptErrors from '../locales/pt/errors.json';
import ptFairness from '../locales/pt/fairness.json';
import ptImports from '../locales/pt/imports.json';
import ptLinkedin from '../locales/pt/linkedin.json';
import ptMail from '../locales/pt/mail.json';
import ptMarks from '../locales/pt/marks.json';
import ptPostings from '../locales/pt/postings.json';
import ptPrivacy from '../locales/pt/privacy.json';
import ptScreening from '../locales/pt/screening.json';
import ptStages from '../locales/pt/stages.json';

// Each locales/<lang>/<feature>.json file becomes the top-level key of the same name, one per feature as in
// features/ (the candidate's pages are parts: applicants.intake, screening.interview), so every key reads
// `<feature>.<screen>.<item>` (STYLE.md rule 8). Spanish is the reference: i18n.test.ts checks that the other
// languages have exactly its keys, and the types of i18n.ts make t() reject a key Spanish does not have.
// Every text of every language, bundled: the recruiter's app. The candidate's pages load only theirs, in one
// language (src/candidate/texts, decision 031).
export const translations = {
  es: {
    accounts: esAccounts,
    app: esApp,
    applicants: esApplicants,
    audit: esAudit,
    common: esCommon,
    errors: esErrors,
    fairness: esFairness,
    imports: esImports,
    linkedin: esLinkedin,
    mail: esMail,
    marks: esMarks,
    postings: esPostings,
    privacy: esPrivacy,
    screening: esScreening,
    stages: esStages,
  },
  en: {
    accounts: enAccounts,
    app: enApp,
    applicants: enApplicants,
    audit: enAudit,
    common: enCommon,
    errors: enErrors,
    fairness: enFairness,
    imports: enImports,
    linkedin: enLinkedin,
    mail: enMail,
    marks: enMarks,
    postings: enPostings,
    privacy: enPrivacy,
    screening: enScreening,
    stages: enStages,
  },
  pt: {
    accounts: ptAccounts,
    app: ptApp,
    applicants: ptApplicants,
    audit: ptAudit,
    common: ptCommon,
    errors: ptErrors,
    fairness: ptFairness,
    imports: ptImports,
    linkedin: ptLinkedin,
    mail: ptMail,
    marks: ptMarks,
    postings: ptPostings,
    privacy: ptPrivacy,
    screening: ptScreening,
    stages: ptStages,
  },
} satisfies Record<Language, unknown>;

/**
 * The shape of one language's texts that i18next's t() type-checks: Spanish's. The stages texts are checked by
 * their own smaller key type (lib/stages-texts.ts): with them in this union TypeScript gives up on the
 * existing template-literal keys ("type instantiation is excessively deep").
 */
export type Texts = Omit<(typeof translations)['es'], 'stages'>;
