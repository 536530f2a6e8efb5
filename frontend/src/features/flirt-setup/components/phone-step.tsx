import { useState } from 'react';
import { TextField } from '@/components/field';
import { Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { useAddPhone } from '../api/add-phone';
import { useConfirmPhone } from '../api/confirm-phone';
import { usePhones } from '../api/list-phones';
import { useSendPhoneCode } from '../api/send-phone-code';

interface Pending {
  readonly phoneId: string;
  readonly number: string;
  readonly developmentCode: string | null;
}

/**
 * Step one: a verified US or Canadian phone. The number gets a texted code; outside production
 * the server answers with the code too, and it is shown so the step can be passed without a phone.
 * Also the account's phone page (/account/phone): there `complete` follows a verification, and
 * the Continue shown beside an already verified phone is `onContinue`, named `continueLabel`.
 */
export function PhoneStep({
  complete,
  onContinue = complete,
  continueLabel = 'Continue',
}: {
  readonly complete: () => void;
  readonly onContinue?: () => void;
  readonly continueLabel?: string;
}) {
  const phones = usePhones();
  const add = useAddPhone();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);

  if (phones.isPending) return <Loading />;
  const verified = phones.data?.phones.find((phone) => phone.verified);
  if (verified) {
    return (
      <div className="wizard-step">
        <p>
          Your phone <strong>{verified.phone_number}</strong> is verified.
        </p>
        <button type="button" className="button button--primary" onClick={onContinue}>
          {continueLabel}
        </button>
      </div>
    );
  }

  const sendCode = (phoneId: string, shown: string) => {
    send.mutate(phoneId, {
      onSuccess: (answer) => {
        setCode('');
        setPending({ phoneId, number: shown, developmentCode: answer.development_code ?? null });
      },
    });
  };

  if (pending) {
    const codeError = fieldError(confirm.error, 'code') ?? confirm.error?.message;
    return (
      <form
        className="form wizard-step"
        aria-label="Verify your phone"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate(
            { phoneId: pending.phoneId, code: code.trim() },
            {
              onSuccess: () => {
                // A page that stays (the account's) shows the verified number next.
                setPending(null);
                complete();
              },
            },
          );
        }}
      >
        <p>We sent a verification code to {pending.number}.</p>
        {pending.developmentCode ? (
          <p className="notice notice--info">
            Development code: <strong>{pending.developmentCode}</strong>
          </p>
        ) : null}
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={8}
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''));
            confirm.reset();
          }}
        />
        <div className="form__footer">
          <button
            type="button"
            className="link-button"
            disabled={send.isPending}
            onClick={() => {
              sendCode(pending.phoneId, pending.number);
            }}
          >
            Send a new code
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={code.length < 4 || confirm.isPending}
          >
            Verify
          </button>
        </div>
      </form>
    );
  }

  const unverified = phones.data?.phones.filter((phone) => !phone.verified) ?? [];
  const numberError = fieldError(add.error, 'phone_number') ?? add.error?.message;
  return (
    <div className="wizard-step">
      {unverified.length > 0 ? (
        <ul className="wizard-phones">
          {unverified.map((phone) => (
            <li key={phone.id}>
              <span>{phone.phone_number}</span>
              <button
                type="button"
                className="button button--small"
                disabled={send.isPending}
                onClick={() => {
                  sendCode(phone.id, phone.phone_number);
                }}
              >
                Send Code
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="form"
        aria-label="Add your phone"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(number.trim(), {
            onSuccess: (phone) => {
              sendCode(phone.id, phone.phone_number);
            },
          });
        }}
      >
        <TextField
          label="Phone number"
          name="phone_number"
          type="tel"
          autoComplete="tel-national"
          placeholder="(555) 555-5555"
          maxLength={20}
          value={number}
          error={numberError ?? send.error?.message}
          onChange={(event) => {
            setNumber(event.target.value);
            add.reset();
          }}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={number.trim() === '' || add.isPending || send.isPending}
        >
          Send Code
        </button>
      </form>
    </div>
  );
}
