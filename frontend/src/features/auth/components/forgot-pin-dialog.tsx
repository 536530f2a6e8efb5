import { IDENTITY_MESSAGES } from '@flirtwire/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useCaptchaStatus } from '../api/get-captcha-status';
import { useSignIn } from '../api/sign-in';
import { deviceId } from '../lib/device-id';
import { formatPhoneInput, phoneDigits } from '../lib/phone';
import { Captcha } from './captcha';

/**
 * Forgot PIN (spec 002 §2, §5): phone number as (###) ### - ####, the last 6 digits of the card
 * (digits only) and the billing zip; enabled only when all three are filled; Sign In and
 * Register buttons and a link for people who know their Member Name. Closing goes to
 * /login_by_phone.
 */
export function ForgotPinDialog({ onClose }: { readonly onClose: () => void }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [card, setCard] = useState('');
  const [zip, setZip] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaStatus = useCaptchaStatus();
  const recover = useSignIn();
  const filled = phoneDigits(phone).length >= 10 && card.length === 6 && zip.trim().length > 0;
  const error = recover.error;
  // Spec 002 §8: server errors for forgot PIN come as text, shown in red.
  const message =
    error instanceof ApiRequestError && Object.keys(error.fields).length === 0
      ? error.message
      : null;

  return (
    <Dialog open title="Forgot PIN" onClose={onClose} width={450}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!filled) return;
          recover.mutate(
            {
              type: 'forgot_pin',
              digits: phoneDigits(phone),
              cc_last_6: card,
              billing_zip: zip.trim(),
              additionalParams: {
                device_id: deviceId(),
                ...(captcha ? { 'g-recaptcha-response': captcha } : {}),
              },
            },
            {
              onSuccess: (result) => {
                void router.navigate({ href: result.redirectTo || '/account', replace: true });
              },
              onError: () => {
                setCaptcha(null);
              },
            },
          );
        }}
      >
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          placeholder="(###) ### - ####"
          autoFocus
          value={phone}
          onChange={(event) => {
            setPhone(formatPhoneInput(event.target.value));
          }}
          error={fieldError(error, 'digits')}
        />
        <TextField
          label="Last 6 digits of your credit card"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={card}
          onChange={(event) => {
            setCard(event.target.value.replace(/\D/g, '').slice(0, 6));
          }}
          error={fieldError(error, 'cc_last_6')}
        />
        <TextField
          label="Billing zip"
          autoComplete="postal-code"
          maxLength={20}
          value={zip}
          onChange={(event) => {
            setZip(event.target.value);
          }}
          error={fieldError(error, 'billing_zip')}
        />
        {captchaStatus.data ? (
          <Captcha
            config={captchaStatus.data}
            token={captcha}
            onToken={setCaptcha}
            error={
              fieldError(error, 'g-recaptcha-response')
                ? IDENTITY_MESSAGES.forgotPinCaptchaFailed
                : null
            }
          />
        ) : null}
        <FormError message={message} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!filled || recover.isPending}
        >
          Sign In
        </button>
        <div className="form__footer">
          <Link to="/login">I know my Member Name</Link>
          <Link to="/signup" className="button">
            Register
          </Link>
        </div>
      </form>
    </Dialog>
  );
}
