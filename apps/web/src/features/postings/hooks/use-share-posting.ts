import { useNavigate } from 'react-router';
import { useCreateSocialPost } from '../api/create-social-post';
import { paths } from '../../../lib/paths';
import type { SocialPostState } from '../utils/social-post-state';

export interface SharedPosting {
  puesto: string;
  tareas_a_realizar: string;
  evaluacion_id: number;
  /** The public applicant link. */
  link: string;
}

/**
 * Asks the AI for a social-media post about a posting and opens /social-media-post with it (spec §2): the
 * texts travel as navigation state.
 */
export function useSharePosting() {
  const navigate = useNavigate();
  const mutation = useCreateSocialPost();
  const share = ({ puesto, tareas_a_realizar, evaluacion_id, link }: SharedPosting) =>
    mutation.mutate(
      { puesto, tareas_a_realizar, evaluacion_id, link_postula: link },
      {
        onSuccess: (post) => {
          const state: SocialPostState = {
            texto_ai: post.texto_ai,
            texto_original: post.texto_original,
            link,
            evaluacion_id,
            linkedin_vinculado: post.linkedin_vinculado,
          };
          void navigate(paths.socialMediaPost(), { state });
        },
      },
    );
  return { share, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
