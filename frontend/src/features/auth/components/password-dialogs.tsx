import { IDENTITY_MESSAGES, isValidEmail } from '@flirtwire/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useCaptchaStatus } from '../api/get-captcha-status';
import { useResetLink } from '../api/check-reset-link';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyAccount } from '../api/verify-account';
import { Captcha } from './captcha';

function formMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && Object.keys(error.fields).length === 0
    ? error.message
    : null;
}

/** Spec 002 §8: what /forgot_password?status=... says. */
function forgotPasswordStatusMessage(status: string | undefined): string | null {
  if (!status) return null;
  return status === 'expired' ? IDENTITY_MESSAGES.resetExpired : IDENTITY_MESSAGES.accountInactive;
}

/**
 * Forgot Password (spec 002 §2, §4, §5): the email must match the pattern ('Please enter a valid
 * email address.'); the reset button is enabled only when the form is valid; the answer says
 * where to go next (verify card, verify payer id, email sent, or sign in).
 */
export function ForgotPasswordDialog({
  status,
  onClose,
}: {
  readonly status?: string | undefined;
  readonly onClose: () => void;
}) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaStatus = useCaptchaStatus();
  const request = useRequestPasswordReset();
  const emailValid = isValidEmail(email.trim());
  const captchaNeeded = captchaStatus.data?.recaptcha_enabled ?? false;
  const valid = emailValid && (!captchaNeeded || captcha !== null);
  const statusMessage = forgotPasswordStatusMessage(status);

  return (
    <Dialog open title="Forgot Password" onClose={onClose} width={450}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          request.mutate(
            { email: email.trim(), ...(captcha ? { recaptcha_token: captcha } : {}) },
            {
              onSuccess: (result) => {
                switch (result.redirectTo) {
                  case 'verify_card':
                  case 'verify_payer_id':
                    void router.navigate({
                      to: '/verify_account',
                      search: {
                        type: result.redirectTo === 'verify_card' ? 'card' : 'payer_id',
                        id: result.id ?? '',
                      },
                    });
                    return;
                  case 'reset_password_complete':
                    void router.navigate({ to: '/reset_password_complete' });
                    return;
                  case 'login':
                    void router.navigate({ to: '/login' });
                    return;
                }
              },
              onError: () => {
                setCaptcha(null);
              },
            },
          );
        }}
      >
        {statusMessage ? (
          <p className="form-error" role="alert">
            {statusMessage}
          </p>
        ) : null}
        <p className="form__prompt">
          Enter the email address on your account and we will send you a link to choose a new
          password.
        </p>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
          }}
          error={
            (touched && !emailValid ? IDENTITY_MESSAGES.forgotPasswordEmail : null) ??
            fieldError(request.error, 'email')
          }
        />
        {captchaStatus.data ? (
          <Captcha
            config={captchaStatus.data}
            token={captcha}
            onToken={setCaptcha}
            error={fieldError(request.error, 'g-recaptcha-response', 'recaptcha_token')}
          />
        ) : null}
        <FormError message={formMessage(request.error)} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!valid || request.isPending}
        >
          {request.isPending ? 'Sending…' : 'Reset Password'}
        </button>
        <p className="form__links">
          <Link to="/login">Back to Sign In</Link>
        </p>
      </form>
    </Dialog>
  );
}

/** The 'Email Sent' dialog (/reset_password_complete). */
export function EmailSentDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog
      open
      title="Email Sent"
      onClose={onClose}
      width={450}
      actions={
        // No field here: start on the way back (React's autoFocus does not apply to links).
        <Link to="/login" className="button button--primary" data-autofocus>
          Back to Sign In
        </Link>
      }
    >
      <p>
        If that email address belongs to an account, a link to reset your password is on its way.
        The link works once and expires soon.
      </p>
    </Dialog>
  );
}

/** Verify Account (spec 002 §5): last 8 digits of the card, or last 5 of the SSN/EIN. */
export function VerifyAccountDialog({
  type,
  id,
  onClose,
}: {
  readonly type: 'card' | 'payer_id';
  readonly id: string;
  readonly onClose: () => void;
}) {
  const router = useRouter();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyAccount();
  const length = type === 'card' ? 8 : 5;
  const message =
    type === 'card' ? IDENTITY_MESSAGES.verifyCardDigits : IDENTITY_MESSAGES.verifyPayerIdDigits;
  return (
    <Dialog open title="Verify Account" onClose={onClose} width={450}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!new RegExp(`^\\d{${String(length)}}$`).test(digits)) {
            setError(message);
            return;
          }
          setError(null);
          verify.mutate(
            { id, type, data: digits },
            {
              onSuccess: () => {
                void router.navigate({ to: '/reset_password_complete' });
              },
              onError: (failure) => {
                const redirect = (failure as ApiRequestError).body as {
                  redirectTo?: unknown;
                } | null;
                if (typeof redirect?.redirectTo === 'string') {
                  void router.navigate({ href: redirect.redirectTo });
                }
              },
            },
          );
        }}
      >
        <p className="form__prompt">{message}</p>
        <TextField
          label={
            type === 'card' ? 'Last 8 digits of your card' : 'Last 5 digits of your SSN or EIN'
          }
          name="data"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={length}
          value={digits}
          onChange={(event) => {
            setDigits(event.target.value.replace(/\D/g, '').slice(0, length));
          }}
          error={error ?? fieldError(verify.error, 'data')}
        />
        <FormError message={formMessage(verify.error)} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={verify.isPending}
        >
          Verify
        </button>
      </form>
    </Dialog>
  );
}

/**
 * New Password screen (/new_password?id&token): an invalid or expired link goes to
 * forgot_password with its status; success shows 'Success!' with Back to Sign In.
 */
export function NewPasswordScreen({ id, token }: { readonly id: string; readonly token: string }) {
  const router = useRouter();
  const link = useResetLink(id, token);
  const captchaStatus = useCaptchaStatus();
  const complete = useCompletePasswordReset();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const linkError = link.error;
  useEffect(() => {
    if (!linkError) return;
    const body = linkError instanceof ApiRequestError ? linkError.body : null;
    const status = (body as { status?: unknown } | null)?.status;
    void router.navigate({
      to: '/forgot_password',
      search: { status: typeof status === 'string' ? status : 'expired' },
      replace: true,
    });
  }, [linkError, router]);

  if (link.isPending) return <Loading />;
  if (link.isError) return <ErrorState error={link.error} />;

  return (
    <section className="card card--narrow">
      <h1>New Password</h1>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const next: Record<string, string> = {};
          if (!password) next.password = IDENTITY_MESSAGES.passwordRequired;
          else if (password.length < 8) next.password = IDENTITY_MESSAGES.passwordTooShort;
          if (password !== confirmation) next.confirmation = IDENTITY_MESSAGES.passwordConfirmation;
          if (captchaStatus.data?.recaptcha_enabled && !captcha)
            next.captcha = IDENTITY_MESSAGES.captchaFailed;
          setErrors(next);
          if (Object.keys(next).length > 0) return;
          complete.mutate(
            {
              id,
              token,
              password,
              passwordConfirmation: confirmation,
              ...(captcha ? { captcha } : {}),
            },
            {
              onSuccess: () => {
                void router.navigate({ to: '/new_password/confirm' });
              },
              onError: (failure) => {
                setCaptcha(null);
                const redirect = (failure as ApiRequestError).body as {
                  redirectTo?: unknown;
                } | null;
                if (typeof redirect?.redirectTo === 'string')
                  void router.navigate({ href: redirect.redirectTo });
              },
            },
          );
        }}
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errors.password ?? fieldError(complete.error, 'user.password', 'password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setErrors(({ confirmation: _, ...rest }) => rest);
          }}
          error={
            errors.confirmation ??
            fieldError(complete.error, 'user.password_confirmation', 'password_confirmation')
          }
        />
        {captchaStatus.data ? (
          <Captcha
            config={captchaStatus.data}
            token={captcha}
            onToken={setCaptcha}
            error={errors.captcha ?? fieldError(complete.error, 'captcha', 'g-recaptcha-response')}
          />
        ) : null}
        <FormError message={formMessage(complete.error)} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={complete.isPending}
        >
          Save Password
        </button>
      </form>
    </section>
  );
}

export function NewPasswordSuccess() {
  return (
    <section className="card card--narrow">
      <h1>Success!</h1>
      <p>Your password has been changed. Please sign in with your new password.</p>
      <Link to="/login" className="button button--primary">
        Back to Sign In
      </Link>
    </section>
  );
}
