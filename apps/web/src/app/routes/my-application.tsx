import { useSearchParams } from 'react-router';
import { MY_DATA_PARAM } from '@postula/contract/applicants/my-data';
import { MyDataView } from '../../features/privacy/my-data/components/my-data-view';

/** Public: the candidate's private page of their own data (/my-application?t={key}, issue 19). */
export function MyApplicationRoute() {
  const [params] = useSearchParams();
  const token = params.get(MY_DATA_PARAM);
  return <MyDataView key={token ?? ''} token={token} />;
}
