import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Share2Icon } from 'lucide-react';
import { errorText } from '../../../lib/error-text';
import { useLinkedinAuthorize, useLinkedinPublish, useLinkedinStatus } from '../api/linkedin';

interface LinkedinPublishProps {
  postingId: number;
  /** The post as the recruiter left it. */
  text: string;
  /** Leaves the page for LinkedIn's authorization (a function, so tests and the browser can differ). */
  goTo?: (url: string) => void;
}

/**
 * Publishing the post on LinkedIn: at once when the account is linked, otherwise through LinkedIn's OAuth
 * authorization (the post is kept on the server and published when LinkedIn sends the user back). Without
 * LinkedIn configured on the server, the button says so.
 */
export function LinkedinPublish({ postingId, text, goTo = (url) => window.location.assign(url) }: LinkedinPublishProps) {
  const { t } = useTranslation();
  const status = useLinkedinStatus();
  const authorize = useLinkedinAuthorize();
  const publish = useLinkedinPublish();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const configured = status.data?.configurado ?? false;
  const linked = status.data?.vinculado ?? false;
  const post = { evaluacion_id: postingId, texto: text.trim() };

  const onClick = () => {
    setResult(null);
    if (linked) {
      publish.mutate(post, {
        onSuccess: (answer) => setResult({ ok: answer.post_publicado, text: answer.message }),
        onError: (error) => setResult({ ok: false, text: errorText(error, t('linkedin.publish.error')) }),
      });
    } else {
      authorize.mutate(post, {
        onSuccess: (answer) => goTo(answer.url_autorizacion),
        onError: (error) => setResult({ ok: false, text: errorText(error, t('linkedin.publish.error')) }),
      });
    }
  };

  if (status.isPending) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        onClick={onClick}
        disabled={!configured || post.texto === ''}
        loading={publish.isPending || authorize.isPending}
      >
        <Share2Icon className="size-4" />
        {publish.isPending ? t('linkedin.publish.publishing') : authorize.isPending ? t('linkedin.publish.connecting') : t('linkedin.publish.button')}
      </Button>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {!configured ? t('linkedin.publish.notConfigured') : linked ? t('linkedin.publish.linked') : t('linkedin.publish.notLinked')}
      </p>
      {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
    </div>
  );
}
