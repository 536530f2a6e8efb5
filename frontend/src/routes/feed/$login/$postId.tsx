import { createFileRoute, redirect } from '@tanstack/react-router';
import { advisorQuery } from '@/features/feeds/api/get-advisor';
import { postQuery } from '@/features/feeds/api/get-post';
import { PostPage } from '@/features/feeds/components/post-page';
import { ApiRequestError } from '@/lib/api-client';
import { flag as yesNo, searchSchema } from '@/lib/search-schema';

/** Post ids are UUIDs; the spec's numeric post ids resolve on this route too. */
const POST_ID = /^(\d{1,19}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const flag = yesNo();

export const Route = createFileRoute('/feed/$login/$postId')({
  validateSearch: searchSchema({ fromCreate: flag, fromLogin: flag }),
  beforeLoad: async ({ context, params, search }) => {
    const missing = () => redirect({ to: '/feed/missing/profile', replace: true });
    let advisor;
    try {
      advisor = await context.queryClient.query(advisorQuery(params.login));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
        throw missing();
      }
      throw error;
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    if (!advisor.active) throw missing();
    if (!POST_ID.test(params.postId)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ href: `/${encodeURIComponent(advisor.login)}/feed`, replace: true });
    }
    // The post's own author decides the canonical login (a renamed Flirt's old links).
    const post = await context.queryClient.query(postQuery(params.postId)).catch(() => null);
    const canonical = post?.account.login ?? advisor.login;
    if (canonical !== params.login) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/feed/$login/$postId',
        params: { login: canonical, postId: params.postId },
        search,
        replace: true,
      });
    }
  },
  component: PostRoute,
});

function PostRoute() {
  const { login, postId } = Route.useParams();
  const { fromCreate, fromLogin } = Route.useSearch();
  return <PostPage login={login} postId={postId} fromCreate={fromCreate} fromLogin={fromLogin} />;
}
