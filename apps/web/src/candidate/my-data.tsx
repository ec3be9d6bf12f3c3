import { MY_DATA_PARAM } from '@postula/contract/applicants/my-data';
import { MyDataLoading } from '../features/privacy/my-data/components/my-data-message';
import { MyDataView } from '../features/privacy/my-data/components/my-data-view';
import { startCandidatePage } from './start';
import { textsOf } from './texts';
import './my-data.css';

/** The candidate's private page of their own data, as the server sends it for /my-application?t={key} (issue 19). */
void startCandidatePage({
  page: <MyDataView token={new URLSearchParams(window.location.search).get(MY_DATA_PARAM)} />,
  loading: <MyDataLoading />,
  texts: textsOf({
    es: () => import('./texts/my-data/es'),
    en: () => import('./texts/my-data/en'),
    pt: () => import('./texts/my-data/pt'),
  }),
});
