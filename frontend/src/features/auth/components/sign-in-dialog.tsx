import { IDENTITY_MESSAGES, SignInBody, type SignInResult } from '@flirtwire/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/hooks';
import { useSignInConfig } from '../api/get-sign-in-config';
import { useSignIn } from '../api/sign-in';
import { deviceId } from '../lib/device-id';
import { formatPhoneInput, phoneDigits } from '../lib/phone';
import { Captcha } from './captcha';

export type SignInProduct = 'chat' | 'call' | 'gb';

/** Spec 002 §2 sign-in heading by what the person was about to do. */
function signInHeading(product: SignInProduct | undefined, advisor?: string): string {
  const who = advisor ?? '...';
  switch (product) {
    case 'chat':
      return `Sign In to start your chat with${advisor ? ' ' : ''}${who}`;
    case 'call':
      return `Sign In to start your call with${advisor ? ' ' : ''}${who}`;
    case 'gb':
      return `Sign In to buy${advisor ? ' ' : ''}${who}`;
    case undefined:
      return 'Welcome Back';
  }
}

export interface SignInDialogProps {
  readonly variant: 'web' | 'phone';
  readonly returnUrl?: string | undefined;
  readonly product?: SignInProduct | undefined;
  readonly advisor?: string | undefined;
  readonly reactivationExpired?: boolean;
  /** Overrides the heading (secondary auth asks the person to confirm who they are). */
  readonly heading?: string | undefined;
  /** The member name to start with (secondary auth: the signed-in person's own). */
  readonly initialLogin?: string | undefined;
  /** Overrides where a successful sign-in goes (secondary auth follows its own target). */
  readonly onSignedIn?: ((result: SignInResult) => void) | undefined;
  readonly onClose: () => void;
}

/**
 * Sign-in (spec 002 §2): a 450 px dialog, web (Member Name or email, password) or phone (phone
 * number, PIN), a switch between them, forgot password / PIN links and Register. Enter submits.
 * A captcha appears when the server asks for one (show_captcha).
 */
export function SignInDialog({
  variant,
  returnUrl,
  product,
  advisor,
  reactivationExpired = false,
  heading,
  initialLogin,
  onSignedIn,
  onClose,
}: SignInDialogProps) {
  const router = useRouter();
  const [login, setLogin] = useState(initialLogin ?? '');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  // Whether a captcha is needed depends on recent failures for this login: ask once typing pauses.
  const settledLogin = useDebouncedValue(login.trim(), 500);
  const config = useSignInConfig(
    variant,
    variant === 'web' && settledLogin ? settledLogin : undefined,
  );
  const signIn = useSignIn();
  const showCaptcha = config.data?.show_captcha ?? false;

  const serverError = signIn.error;
  const serverMessage =
    serverError instanceof ApiRequestError && Object.keys(serverError.fields).length === 0
      ? serverError.message
      : null;

  const submit = () => {
    setCaptchaError(null);
    const additionalParams = {
      device_id: deviceId(),
      ...(returnUrl ? { return_url: returnUrl } : {}),
      ...(captcha ? { 'g-recaptcha-response': captcha } : {}),
    };
    const body =
      variant === 'web'
        ? { type: 'web' as const, login, password, additionalParams }
        : { type: 'phone' as const, digits: phoneDigits(phone), password: pin, additionalParams };
    const parsed = SignInBody.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        errors[key] ??= issue.message;
      }
      setClientErrors(errors);
      return;
    }
    if (showCaptcha && !captcha) {
      setCaptchaError(IDENTITY_MESSAGES.captchaFailed);
      return;
    }
    setClientErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: (result) => {
        if (onSignedIn) onSignedIn(result);
        else void router.navigate({ href: result.redirectTo || '/', replace: true });
      },
      onError: () => {
        setCaptcha(null);
        void config.refetch();
      },
    });
  };

  return (
    <Dialog open title={heading ?? signInHeading(product, advisor)} onClose={onClose} width={450}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {reactivationExpired ? (
          <p className="notice notice--warning">{IDENTITY_MESSAGES.reactivationLinkExpired}</p>
        ) : null}
        {variant === 'web' ? (
          <>
            <p className="form__prompt">
              {config.data?.prompt ?? IDENTITY_MESSAGES.webAccountPrompt}
            </p>
            <TextField
              label="Member Name or email"
              name="login"
              autoComplete="username"
              autoFocus
              value={login}
              onChange={(event) => {
                setLogin(event.target.value);
                setClientErrors(({ login: _, ...rest }) => rest);
              }}
              error={clientErrors.login ?? fieldError(serverError, 'login')}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setClientErrors(({ password: _, ...rest }) => rest);
              }}
              error={clientErrors.password ?? fieldError(serverError, 'password')}
            />
          </>
        ) : (
          <>
            <TextField
              label="Phone number"
              name="digits"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              autoFocus
              placeholder="(###) ### - ####"
              value={phone}
              onChange={(event) => {
                setPhone(formatPhoneInput(event.target.value));
                setClientErrors(({ digits: _, ...rest }) => rest);
              }}
              error={clientErrors.digits ?? fieldError(serverError, 'digits')}
            />
            <TextField
              label="PIN"
              name="pin"
              type="password"
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              value={pin}
              onChange={(event) => {
                setPin(event.target.value.replace(/\D/g, '').slice(0, 4));
                setClientErrors(({ password: _, ...rest }) => rest);
              }}
              error={clientErrors.password ?? fieldError(serverError, 'password')}
            />
          </>
        )}
        {showCaptcha && config.data ? (
          <Captcha
            config={config.data}
            token={captcha}
            onToken={setCaptcha}
            error={captchaError ?? fieldError(serverError, 'g-recaptcha-response')}
          />
        ) : null}
        <FormError message={serverMessage} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={signIn.isPending}
        >
          {signIn.isPending ? 'Signing In…' : 'Sign In'}
        </button>
        <div className="form__links">
          {variant === 'web' ? (
            <>
              <Link to="/forgot_password">Forgot password?</Link>
              <Link to="/login_by_phone" search={returnUrl ? { return_url: returnUrl } : {}}>
                Sign in with your phone number
              </Link>
            </>
          ) : (
            <>
              <Link to="/forgot_pin">Forgot PIN?</Link>
              <Link to="/login" search={returnUrl ? { return_url: returnUrl } : {}}>
                Sign in with your Member Name
              </Link>
            </>
          )}
        </div>
        <div className="form__footer">
          <span>New here?</span>
          <Link to="/signup" search={returnUrl ? { return_url: returnUrl } : {}} className="button">
            Register
          </Link>
        </div>
      </form>
    </Dialog>
  );
}
