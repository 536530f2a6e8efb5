import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/field';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useRevealTaxId } from '../api/reveal-tax-id';

/** Whose tax id to reveal: the row's primary account, and the form it is revealed for. */
export interface RevealTarget {
  readonly payeeId: string;
  readonly who: string;
  readonly formId: string | null;
}

/** Asks why, then shows the tax id in clear; the reveal is recorded with who and why. */
export function RevealDialog({
  target,
  onClose,
  onRevealed,
}: {
  readonly target: RevealTarget;
  readonly onClose: () => void;
  readonly onRevealed: (taxId: string) => void;
}) {
  const [reason, setReason] = useState('');
  const reveal = useRevealTaxId();
  const reasonError = fieldError(reveal.error, 'reason');
  const answer = reveal.data;
  const clear = answer ? (answer.tax_id ?? 'erased (unrecoverable)') : null;
  return (
    <Dialog
      open
      title="Reveal tax id"
      onClose={onClose}
      description={`${target.who}: each reveal is recorded with your name and your reason.`}
      actions={
        clear ? (
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              form="reveal-tax-id"
              className="button button--primary"
              disabled={reveal.isPending}
            >
              Reveal
            </button>
          </>
        )
      }
    >
      {clear ? (
        <p className="reveal__answer">
          Tax id: <strong>{clear}</strong>
        </p>
      ) : (
        <form
          id="reveal-tax-id"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reveal.mutate(
              { payeeId: target.payeeId, reason, formId: target.formId },
              {
                onSuccess: (r) => {
                  onRevealed(r.tax_id ?? 'erased (unrecoverable)');
                },
              },
            );
          }}
        >
          <div className={`field ${reasonError ? 'field--invalid' : ''}`}>
            <label htmlFor="reveal-reason" className="field__label">
              Reason
            </label>
            <textarea
              id="reveal-reason"
              className="textarea"
              rows={3}
              maxLength={500}
              value={reason}
              data-autofocus
              aria-invalid={reasonError ? true : undefined}
              {...(reasonError ? { 'aria-describedby': 'reveal-reason-error' } : {})}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
            {reasonError ? (
              <p id="reveal-reason-error" className="field__error" role="alert">
                {reasonError}
              </p>
            ) : null}
          </div>
          <FormError
            message={
              reveal.error instanceof ApiRequestError && !reasonError ? reveal.error.message : null
            }
          />
        </form>
      )}
    </Dialog>
  );
}
