import { useTranslation } from 'react-i18next';
import { SocialPostEditor, SocialPostMissing } from '../../features/postings/components/social-post-editor';
import { useSocialPostState } from '../../features/postings/hooks/use-social-post-state';
import { LinkedinPublish } from '../../features/linkedin/components/linkedin-publish';
import { PRODUCT_NAME } from '../../lib/links';

export function SocialMediaPostRoute() {
  const { t } = useTranslation();
  const { post, key } = useSocialPostState();
  return (
    <>
      <title>{`${t('postings.socialPost.pageTitle')} · ${PRODUCT_NAME}`}</title>
      {/* Each arrival with a new post starts from its texts. */}
      {post ? (
        <SocialPostEditor
          key={key}
          post={post}
          publish={(text) => <LinkedinPublish postingId={post.evaluacion_id} text={text} />}
        />
      ) : (
        <SocialPostMissing />
      )}
    </>
  );
}
