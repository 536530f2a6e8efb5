import { openTributeModal } from '@/components/card-dialogs';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { useAdvisor } from '../api/get-advisor';
import { SubscribeButton } from './subscribe-button';

/**
 * A Flirt's subscribe and tribute actions on their own page, until the storefront (/{login})
 * and the feed screens mount the same components.
 */
export function FlirtMoneyPage({ login }: { readonly login: string }) {
  const advisor = useAdvisor(login);
  const user = useCurrentUser();
  if (advisor.isPending) return <Loading />;
  if (advisor.isError)
    return (
      <section className="page page--narrow">
        <ErrorState
          error={advisor.error}
          title={
            advisor.error instanceof ApiRequestError && advisor.error.status === 404
              ? 'This Flirt is unavailable or changed their name.'
              : undefined
          }
          onRetry={() => {
            void advisor.refetch();
          }}
        />
      </section>
    );
  const flirt = advisor.data;
  const own = user.data?.id === flirt.id;
  return (
    <section className="page page--narrow">
      <h1>{flirt.login}</h1>
      <div className="flirt-money">
        <SubscribeButton advisorId={flirt.id} advisorLogin={flirt.login} />
        {own ? null : (
          <button
            type="button"
            className="button"
            disabled={!flirt.active || flirt.blocked}
            onClick={() => {
              openTributeModal({ advisorId: flirt.id, advisorLogin: flirt.login });
            }}
          >
            Pay a Tribute
          </button>
        )}
      </div>
    </section>
  );
}
