import { useTranslation } from 'react-i18next';
import { interviewTokenSchema } from '@postula/contract/screening/interview';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { usePageLanguage } from '../../../../lib/i18n';
import { usePublicInterview } from '../api/get-public-interview';
import { InterviewLoading, InterviewMessage } from './interview-message';
import { InterviewScreen } from './interview-screen';

/**
 * /interview?iv={token}: the candidate's interview, in the posting's language (without saving it as the
 * visitor's choice), or why there is nothing to show.
 */
export function InterviewView({ token }: { token: string | null }) {
  const { t } = useTranslation();
  // Missing, or not a token the contract would take: no interview has it, nothing to ask the server.
  const parsed = interviewTokenSchema.safeParse(token ?? '');
  const valid = parsed.success ? parsed.data : null;
  const query = usePublicInterview(valid);
  usePageLanguage(query.data?.idioma);

  if (valid === null) return <InterviewMessage message={t('screening.interview.errors.invalidLink')} />;
  if (query.isPending) return <InterviewLoading />;
  if (query.isError) {
    // A wrong link stays wrong; a lost connection or a server fault may not.
    const wrongLink = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    if (wrongLink) return <InterviewMessage message={t('screening.interview.errors.invalidLink')} />;
    return (
      <InterviewMessage
        message={errorText(query.error, t('screening.interview.errors.load'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <InterviewScreen token={valid} interview={query.data} />;
}
