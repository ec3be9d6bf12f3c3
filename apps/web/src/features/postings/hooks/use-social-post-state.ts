import { useLocation } from 'react-router';
import { socialPostStateSchema, type SocialPostState } from '../utils/social-post-state';

/** The post handed to /social-media-post as navigation state, or null when the page was opened without one. */
export function useSocialPostState(): { post: SocialPostState | null; key: string } {
  const location = useLocation();
  const parsed = socialPostStateSchema.safeParse(location.state);
  return { post: parsed.success ? parsed.data : null, key: location.key };
}
