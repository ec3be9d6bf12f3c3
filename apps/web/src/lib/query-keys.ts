/**
 * Every TanStack Query key of the web app, by domain. A key that ends early is a prefix: invalidating it
 * reaches every query under it (`postings.all` reaches the list and every detail). Features read and
 * invalidate each other's data only through these, so a key cannot drift between the two sides.
 */

export const queryKeys = {
  accounts: {
    activation: (code: string | undefined, email: string | undefined) => ['user', 'activate', code, email] as const,
    activities: (lang: string) => ['user', 'activities', lang] as const,
  },
  postings: {
    /** The list and every detail. */
    all: ['jobsearch'] as const,
    list: ['jobsearch', 'list'] as const,
    /** By the id as the page's address has it; a number is keyed the same. */
    detail: (id: number | string) => ['jobsearch', 'detail', String(id)] as const,
    qrCode: (text: string | undefined) => ['qr-code', text] as const,
  },
  applicants: {
    /** Every applicants page of every posting (a mark or a stage removed changes them all). */
    everyPosting: ['applicants'] as const,
    /** Every page of a posting's applicants, whatever its filter: a save updates them all. */
    all: (postingId: number) => ['applicants', postingId] as const,
    page: (postingId: number, page: number, text: string, markId: number, stageIds: readonly number[] = []) =>
      ['applicants', postingId, page, text, markId, ...(stageIds.length ? [{ stages: stageIds }] : [])] as const,
    publicUpload: {
      /** The upload page's posting, by its path or by its code. */
      all: ['public-upload'] as const,
      byId: (evaluacionId: number) => ['public-upload', 'id', evaluacionId] as const,
      byCode: (code: string) => ['public-upload', 'code', code] as const,
    },
  },
  screening: {
    proposal: (postingId: number, applicationId: number) => ['screening', postingId, applicationId] as const,
    interview: (token: string) => ['interview', token] as const,
  },
  stages: {
    all: ['stages'] as const,
    list: ['stages', 'list'] as const,
    history: (postingId: number, applicantId: number) => ['stages', 'history', postingId, applicantId] as const,
  },
  marks: {
    all: ['marks'] as const,
    list: ['marks', 'list'] as const,
    /** How many applicants carry a mark (the confirmation before removing it). */
    usage: (id: number) => ['marks', 'usage', id] as const,
  },
  imports: {
    all: ['imports'] as const,
    postings: ['imports', 'postings'] as const,
    drive: (postingId: number) => ['imports', 'drive', postingId] as const,
  },
  mail: {
    all: ['mail'] as const,
    templates: ['mail', 'templates'] as const,
    applicant: (postingId: number, applicantId: number) => ['mail', 'applicant', postingId, applicantId] as const,
  },
  audit: {
    all: ['audit'] as const,
    /** A page of the activity log, by its filters. */
    list: (filter: object, page: number) => ['audit', 'list', filter, page] as const,
    filters: ['audit', 'filters'] as const,
    analyses: (postingId: number | null, page: number) => ['audit', 'analyses', postingId, page] as const,
  },
  fairness: {
    /** A posting's last fairness report. */
    report: (postingId: number) => ['fairness', postingId] as const,
  },
  privacy: {
    /** What the company holds of the candidate's application, by their private link's key (issue 19). */
    myData: (token: string) => ['my-data', token] as const,
    settings: ['privacy', 'settings'] as const,
  },
  linkedin: {
    status: ['linkedin', 'status'] as const,
    exchange: (code: string, state: string) => ['linkedin', 'oauth', code, state] as const,
  },
} as const;
