import {
  centsToDecimal,
  formatCents,
  SITE_DOLLARS_MESSAGES,
  TIP_MESSAGE_MAX,
  TIP_MESSAGES,
} from '@flirtwire/contracts';
import { useId, useState } from 'react';
import { type OpenTributeDetail, useCardDialogs } from '@/components/card-dialogs';
import { Dialog } from '@/components/dialog';
import { CheckboxField, FormError, TextField } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { cancelTribute } from '../api/cancel-tribute';
import { createTribute } from '../api/create-tribute';
import { updateTribute } from '../api/update-tribute';
import { useTributeCommand } from '../api/use-tribute-command';
import { useSendTip } from '../api/send-tip';
import { parseTipAmount } from '../lib/tip-amount';

/**
 * The Pay a Tribute modal (and Edit Monthly Tribute), loaded on first use by TributeHost so the
 * feed's first screen does not carry the form.
 */
export default function TributeDialogView({
  open,
  detail,
  onClose,
}: {
  readonly open: boolean;
  readonly detail: OpenTributeDetail | null;
  readonly onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={detail?.tributeId ? 'Edit Monthly Tribute' : 'Pay a Tribute'}
      width={480}
      onClose={onClose}
    >
      {detail ? <TributeForm detail={detail} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TributeForm({
  detail,
  onDone,
}: {
  readonly detail: OpenTributeDetail;
  readonly onDone: () => void;
}) {
  const user = useCurrentUser();
  const dialogs = useCardDialogs();
  const editing = detail.tributeId ?? null;
  const [amount, setAmount] = useState(detail.amount ?? '');
  const [message, setMessage] = useState(detail.message ?? '');
  const [monthly, setMonthly] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const messageId = useId();
  const tip = useSendTip();
  const create = useTributeCommand(createTribute);
  const update = useTributeCommand(updateTribute);
  const cancel = useTributeCommand(cancelTribute);
  const pending = tip.isPending || create.isPending || update.isPending || cancel.isPending;
  const error = tip.error ?? create.error ?? update.error ?? cancel.error;

  async function submit() {
    const parsed = parseTipAmount(amount);
    if (!parsed.ok) {
      setAmountError(parsed.error);
      return;
    }
    setAmountError(null);
    setFailure(null);
    // A monthly tribute always goes to the card; a one-time tribute may be paid from the
    // balance, so the server says when a card is needed (below).
    if (!editing && monthly && !user.data?.default_card) {
      if (!(await dialogs.manageCards({ reason: TIP_MESSAGES.cardRequired }))) return;
    }
    const paid = formatCents(parsed.cents);
    // The amount as the API reads it, the same text however it was typed ('5', '$5.00'): one
    // request, so a second press sends the same Idempotency-Key.
    const amountText = centsToDecimal(parsed.cents);
    if (editing) {
      await update.mutateAsync({ id: editing, rate: amountText, message });
      showSnackbar(`Your monthly tribute to ${detail.advisorLogin} is now ${paid}.`, 'success');
      onDone();
      return;
    }
    if (monthly) {
      const result = await create.mutateAsync({
        advisor_id: detail.advisorId,
        rate: amountText,
        message,
      });
      if (result.error) {
        setFailure(result.error);
        return;
      }
      showSnackbar(`Your monthly tribute of ${paid} to ${detail.advisorLogin} started.`, 'success');
      onDone();
      return;
    }
    const body = { amount_text: amountText, advisor_id: detail.advisorId, bonus_message: message };
    const sent = await tip.mutateAsync(body).catch(async (caught: unknown) => {
      // Neither the balance nor a card can pay: add a card, then send once more.
      if (!fieldError(caught, 'card')) throw caught;
      if (!(await dialogs.manageCards({ reason: TIP_MESSAGES.cardRequired }))) return null;
      return tip.mutateAsync(body);
    });
    if (!sent) return;
    showSnackbar(
      sent.paid_from === 'site_dollars'
        ? `Your tribute of ${paid} was sent to ${detail.advisorLogin}. ${SITE_DOLLARS_MESSAGES.paidFromBalance}.`
        : `Your tribute of ${paid} was sent to ${detail.advisorLogin}.`,
      'success',
    );
    onDone();
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Errors land in the mutations' state, shown below.
        submit().catch(() => undefined);
      }}
    >
      <p>
        {editing ? 'Your monthly tribute to' : 'A tribute to'}{' '}
        <strong>{detail.advisorLogin}</strong>
      </p>
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoFocus
        value={amount}
        maxLength={12}
        placeholder="1.00 to 1000.00"
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(null);
        }}
        error={amountError ?? fieldError(error, 'amount_text', 'rate')}
      />
      <div className="field">
        <label htmlFor={messageId} className="field__label">
          Message
        </label>
        <textarea
          id={messageId}
          className="input"
          rows={3}
          maxLength={TIP_MESSAGE_MAX}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
          }}
        />
      </div>
      {editing ? null : (
        <CheckboxField
          label="Make this a monthly tribute"
          checked={monthly}
          onChange={setMonthly}
        />
      )}
      <FormError
        message={
          failure ?? (error && !fieldError(error, 'amount_text', 'rate') ? error.message : null)
        }
      />
      <div className="dialog__actions dialog__actions--inline">
        {editing ? (
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            onClick={() => {
              cancel.mutate(editing, {
                onSuccess: () => {
                  showSnackbar(
                    `Your monthly tribute to ${detail.advisorLogin} was cancelled.`,
                    'success',
                  );
                  onDone();
                },
              });
            }}
          >
            Cancel Monthly Tribute
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Sending...' : editing ? 'Save' : 'Pay Tribute'}
        </button>
      </div>
    </form>
  );
}
