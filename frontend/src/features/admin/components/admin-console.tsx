import { type AdminUserView, STAFF_ROLES, type StaffRole } from '@flirtwire/contracts';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { type AdminAction, useAdministerUser } from '../api/administer-user';
import { useFindUsers } from '../api/find-users';
import { useAdminUser } from '../api/get-user';
// site dollars
import { SiteDollarsCredit } from './site-dollars-credit';
import './admin.css';

const ROLE_LABELS: Record<StaffRole, string> = {
  moderator: 'Moderator',
  finance: 'Finance',
  auditor: 'Auditor',
  admin: 'Admin',
};

const ID_LABELS: Record<AdminUserView['id_verification_status'], string> = {
  not_required: 'Not required',
  unverified: 'Not started',
  created: 'Started',
  pending: 'Waiting for review',
  failed: 'Rejected',
  verified: 'Verified',
  exempt: 'Exempt',
  completed: 'Completed',
};

/** The admin console: find an account, then manage its roles, ID verification and access. */
export function AdminConsole({
  q,
  onSearch,
}: {
  readonly q: string;
  readonly onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  const found = useFindUsers(q);
  const searchError = found.error ? (fieldError(found.error, 'q') ?? found.error.message) : null;
  return (
    <section className="page admin-console">
      <h1>Admin</h1>
      <form
        className="admin-console__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <TextField
          label="Member Name, email address or account id"
          value={text}
          maxLength={254}
          error={searchError}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <button type="submit" className="button button--primary">
          Find
        </button>
      </form>
      {found.isFetching && !found.data ? <Loading label="Searching..." /> : null}
      {found.data?.users.length === 0 ? (
        <EmptyState title="No account matches.">
          Enter the exact Member Name, email address or account id.
        </EmptyState>
      ) : null}
      {found.data?.users.map((user) => (
        <UserPanel key={user.id} userId={user.id} />
      ))}
    </section>
  );
}

function UserPanel({ userId }: { readonly userId: string }) {
  const user = useAdminUser(userId);
  const administer = useAdministerUser(userId);
  const [dialog, setDialog] = useState<'deactivate' | 'reject_id' | null>(null);
  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const view = user.data;
  const run = (action: AdminAction, done: string, after?: () => void) => {
    administer.mutate(action, {
      onSuccess: () => {
        showSnackbar(done, 'success');
        after?.();
      },
    });
  };
  const idDecidable =
    view.id_verification_status === 'pending' || view.id_verification_status === 'created';
  return (
    <article className="card admin-console__user" aria-label={`Account ${view.login}`}>
      <h2>{view.login}</h2>
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd>{view.active ? 'Active' : 'Deactivated'}</dd>
        </div>
        <div>
          <dt>Roles</dt>
          <dd>{view.roles.join(', ')}</dd>
        </div>
        <div>
          <dt>ID verification</dt>
          <dd>{ID_LABELS[view.id_verification_status]}</dd>
        </div>
        {view.flirt_setup_step ? (
          <div>
            <dt>Flirt setup step</dt>
            <dd>{view.flirt_setup_step.replaceAll('_', ' ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Account id</dt>
          <dd className="admin-console__id">{view.id}</dd>
        </div>
      </dl>

      <h3>Staff roles</h3>
      <ul className="admin-console__roles">
        {STAFF_ROLES.map((role) => {
          const has = view.roles.includes(role);
          return (
            <li key={role}>
              <span>
                {ROLE_LABELS[role]}
                {has ? <span className="badge">Granted</span> : null}
              </span>
              <button
                type="button"
                className={`button button--small ${has ? '' : 'button--primary'}`}
                disabled={administer.isPending}
                onClick={() => {
                  run(
                    { kind: has ? 'revoke' : 'grant', role },
                    has
                      ? `${ROLE_LABELS[role]} role revoked from ${view.login}.`
                      : `${ROLE_LABELS[role]} role granted to ${view.login}.`,
                  );
                }}
              >
                {has ? `Revoke ${ROLE_LABELS[role]}` : `Grant ${ROLE_LABELS[role]}`}
              </button>
            </li>
          );
        })}
      </ul>

      <h3>ID verification</h3>
      {idDecidable ? (
        <div className="admin-console__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={administer.isPending}
            onClick={() => {
              run(
                { kind: 'id_verification', decision: 'approve', reason: '' },
                `The ID of ${view.login} is approved.`,
              );
            }}
          >
            Approve ID
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={administer.isPending}
            onClick={() => {
              setDialog('reject_id');
            }}
          >
            Reject ID
          </button>
        </div>
      ) : (
        <p className="muted">
          {view.id_verification_status === 'not_required'
            ? 'This account has not asked for an ID verification.'
            : 'There is no ID verification waiting for a decision.'}
        </p>
      )}

      <h3>Access</h3>
      <div className="admin-console__actions">
        {view.active ? (
          <button
            type="button"
            className="button button--danger"
            disabled={administer.isPending}
            onClick={() => {
              setDialog('deactivate');
            }}
          >
            Deactivate
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={administer.isPending}
            onClick={() => {
              run({ kind: 'reactivate' }, `${view.login} is reactivated.`);
            }}
          >
            Reactivate
          </button>
        )}
      </div>
      {administer.isError && dialog === null ? (
        <FormError message={administer.error.message} />
      ) : null}

      {/* site dollars */}
      <SiteDollarsCredit userId={view.id} login={view.login} />

      <ReasonDialog
        open={dialog !== null}
        title={
          dialog === 'deactivate' ? `Deactivate ${view.login}` : `Reject the ID of ${view.login}`
        }
        description={
          dialog === 'deactivate'
            ? 'Their sessions end at once and they cannot sign in until reactivated.'
            : 'They can start the ID verification again.'
        }
        confirm={dialog === 'deactivate' ? 'Deactivate' : 'Reject ID'}
        pending={administer.isPending}
        error={
          administer.error
            ? (fieldError(administer.error, 'reason') ?? administer.error.message)
            : null
        }
        onClose={() => {
          administer.reset();
          setDialog(null);
        }}
        onConfirm={(reason) => {
          const close = () => {
            setDialog(null);
          };
          if (dialog === 'deactivate') {
            run({ kind: 'deactivate', reason }, `${view.login} is deactivated.`, close);
          } else {
            run(
              { kind: 'id_verification', decision: 'reject', reason },
              `The ID of ${view.login} is rejected.`,
              close,
            );
          }
        }}
      />
    </article>
  );
}

function ReasonDialog({
  open,
  title,
  description,
  confirm,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly confirm: string;
  readonly pending: boolean;
  readonly error: string | null;
  readonly onClose: () => void;
  readonly onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={onClose}
      actions={
        <DialogActions
          onCancel={onClose}
          confirmLabel={confirm}
          pending={pending}
          danger
          onConfirm={() => {
            onConfirm(reason.trim());
          }}
        />
      }
    >
      <div className="field">
        <label className="field__label" htmlFor="admin-reason">
          Reason (optional)
        </label>
        <textarea
          id="admin-reason"
          className="textarea"
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
      </div>
      <FormError message={error} />
    </Dialog>
  );
}
