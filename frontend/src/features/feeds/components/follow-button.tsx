import { RELATIONSHIP_MESSAGES } from '@flirtwire/contracts';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useCardDialogs } from '@/components/card-dialogs';
import { Dialog, DialogActions } from '@/components/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useSetFollow } from '../api/follow';

/**
 * Follows a Flirt the way spec 000 §4 says: with a card on file at once; without one, the
 * manage-cards modal asks for a card first and the follow goes through once one is added (the
 * server's own card refusal opens it too); afterwards `onFollowed`.
 */
export function useFollowFlow(advisor: { readonly id: string; readonly login: string }) {
  const user = useCurrentUser();
  const mutation = useSetFollow();
  const location = useLocation();
  const dialogs = useCardDialogs();

  const askForCard = async (): Promise<boolean> =>
    dialogs.manageCards({ reason: RELATIONSHIP_MESSAGES.cardRequiredToFollow });

  const send = (onFollowed: (() => void) | undefined, cardAsked: boolean) => {
    mutation.mutate(
      { advisorId: advisor.id, follow: true },
      {
        onSuccess: () => {
          showSnackbar(`You are now following ${advisor.login}.`, 'success');
          onFollowed?.();
        },
        onError: (error) => {
          if (!cardAsked && isCardRefusal(error)) {
            void askForCard().then((added) => {
              if (added) send(onFollowed, true);
            });
            return;
          }
          showSnackbar(errorMessage(error), 'error');
        },
      },
    );
  };

  const follow = (onFollowed?: () => void) => {
    if (!user.data) {
      window.location.assign(`/login?return_url=${encodeURIComponent(location.href)}`);
      return;
    }
    if (!user.data.default_card) {
      void askForCard().then((added) => {
        if (added) send(onFollowed, true);
      });
      return;
    }
    send(onFollowed, false);
  };

  return { follow, pending: mutation.isPending };
}

/** The server's 'a card on file first' refusal of a follow. */
function isCardRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'card_required';
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
          <DialogActions
            onCancel={() => {
              setConfirming(false);
            }}
            confirmLabel="Unfollow"
            pending={mutation.isPending}
            danger
            onConfirm={() => {
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
          />
        }
      >
        <p>Their posts will no longer appear in your Following feed.</p>
      </Dialog>
    </>
  );
}
