import { useSearchParams } from 'react-router';
import { LinkedinCallback } from '../../features/linkedin/components/linkedin-callback';

/** Where LinkedIn sends the user back after the authorization (spec §2): code, state, or error. */
export function LinkedinCallbackRoute() {
  const [params] = useSearchParams();
  return <LinkedinCallback code={params.get('code')} state={params.get('state')} error={params.get('error')} />;
}
