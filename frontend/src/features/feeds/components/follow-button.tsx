import { RELATIONSHIP_MESSAGES } from '@flirtwire/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useSetFollow } from '../api/follow';

/**
 * Follows a Flirt the way spec 000 §4 says: with a card on file at once; without one, the
 * add-card prompt (the card dialog itself lives on the account page); afterwards `onFollowed`.
 */
export function useFollowFlow(advisor: { readonly id: string; readonly login: string }) {
  const user = useCurrentUser();
  const mutation = useSetFollow();
  const location = useLocation();
  const [cardPrompt, setCardPrompt] = useState(false);

  const follow = (onFollowed?: () => void) => {
    if (!user.data) {
      window.location.assign(`/login?return_url=${encodeURIComponent(location.href)}`);
      return;
    }
    if (!user.data.default_card) {
      setCardPrompt(true);
      return;
    }
    mutation.mutate(
      { advisorId: advisor.id, follow: true },
      {
        onSuccess: () => {
          showSnackbar(`You are now following ${advisor.login}.`, 'success');
          onFollowed?.();
        },
        onError: (error) => {
          showSnackbar(errorMessage(error), 'error');
        },
      },
    );
  };

  const dialog = (
    <Dialog
      open={cardPrompt}
      title="Add Card"
      onClose={() => {
        setCardPrompt(false);
      }}
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCardPrompt(false);
            }}
          >
            Cancel
          </button>
          <Link to="/account" className="button button--primary" data-autofocus>
            Go to Account
          </Link>
        </>
      }
    >
      <p>{RELATIONSHIP_MESSAGES.cardRequiredToFollow}</p>
      <p className="muted">
        Add a card on your account page, then come back here to follow {advisor.login}.
      </p>
    </Dialog>
  );
  return { follow, pending: mutation.isPending, dialog };
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError
    ? error.message
    : 'Sorry something went wrong. Please try again.';
}

/** Follow, or Following with an unfollow after confirmation (subscribers get the spec's refusal). */
export function FollowButton({
  advisor,
  following,
}: {
  readonly advisor: { readonly id: string; readonly login: string };
  readonly following: boolean;
}) {
  const flow = useFollowFlow(advisor);
  const mutation = useSetFollow();
  const [confirming, setConfirming] = useState(false);
  if (!following) {
    return (
      <>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={flow.pending}
          onClick={() => {
            flow.follow();
          }}
        >
          Follow
          <span className="visually-hidden"> {advisor.login}</span>
        </button>
        {flow.dialog}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-pressed="true"
        onClick={() => {
          setConfirming(true);
        }}
      >
        Following
        <span className="visually-hidden"> {advisor.login}</span>
      </button>
      <Dialog
        open={confirming}
        title={`Unfollow ${advisor.login}?`}
        onClose={() => {
          setConfirming(false);
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={mutation.isPending}
              onClick={() => {
                mutation.mutate(
                  { advisorId: advisor.id, follow: false },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                    },
                    onError: (error) => {
                      setConfirming(false);
                      showSnackbar(errorMessage(error), 'error');
                    },
                  },
                );
              }}
            >
              Unfollow
            </button>
          </>
        }
      >
        <p>Their posts will no longer appear in your Following feed.</p>
      </Dialog>
    </>
  );
}
