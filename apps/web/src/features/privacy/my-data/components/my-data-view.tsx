import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myApplicationCall } from '@postula/contract/applicants/my-data';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { usePageLanguage } from '../../../../lib/i18n';
import { useMyApplication } from '../api/get-my-application';
import { MyDataDeleted } from './my-data-deleted';
import { MyDataLoading, MyDataMessage } from './my-data-message';
import { MyDataScreen } from './my-data-screen';

/**
 * /my-application?t={key} (issue 19): what the company holds of the candidate's application, in the posting's
 * language, with its downloads and its deletion; once deleted, a page that says so; or why the link opens nothing.
 */
export function MyDataView({ token }: { token: string | null }) {
  const { t } = useTranslation();
  // Missing, or not a key the contract would take: no application has it, nothing to ask the server.
  const parsed = myApplicationCall.query?.safeParse({ t: token ?? '' });
  const valid = parsed?.success ? parsed.data.t : null;
  const [deleted, setDeleted] = useState(false);
  // Once deleted the link opens nothing: the page keeps what it showed (the company's name) and asks no more.
  const query = useMyApplication(valid, { enabled: !deleted });
  usePageLanguage(query.data?.idioma);

  const notFound = t('errors.my_data_not_found');
  if (valid === null) return <MyDataMessage message={notFound} />;
  if (deleted && query.data) return <MyDataDeleted application={query.data} />;
  if (query.isPending) return <MyDataLoading />;
  if (query.isError) {
    // A link that opens nothing stays so; a lost connection or a server fault may not.
    const final = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    if (final) return <MyDataMessage message={notFound} />;
    return <MyDataMessage message={errorText(query.error, t('privacy.myData.errors.load'))} onRetry={() => void query.refetch()} />;
  }
  return <MyDataScreen token={valid} application={query.data} onDeleted={() => setDeleted(true)} />;
}
