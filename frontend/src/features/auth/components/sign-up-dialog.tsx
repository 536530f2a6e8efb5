import {
  calendarDateOf,
  IDENTITY_MESSAGES,
  SignUpBody,
  suggestEmail,
  validateDateOfBirth,
} from '@flirtwire/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { CheckboxField, FormError, TextField } from '@/components/field';
import { Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useUsernameCheck } from '../api/check-username';
import { useSignUpPrefill } from '../api/get-sign-up-prefill';
import { useSignUp } from '../api/sign-up';
import { deviceId } from '../lib/device-id';
import { Captcha } from './captcha';
import type { SignInProduct } from './sign-in-dialog';

const PRODUCT_NAME = 'Flirtwire';

export function signUpHeadline(
  flirt: boolean,
  pending: boolean,
  product: SignInProduct | undefined,
): string {
  if (flirt) return 'Register as a Flirt to get started';
  if (pending) return 'Complete Registration';
  switch (product) {
    case 'call':
      return 'Register to start your call';
    case 'chat':
      return 'Register to start your chat';
    case 'gb':
      return 'Register to buy this Goody Bag';
    case undefined:
      return 'Register to get started';
  }
}

const STEPS = ['Register', 'Add Money', 'Add Phone'] as const;

/** The customer sign-up's three-step progress: Register, Add Money, Add Phone. */
export function SignUpSteps({ current }: { readonly current: 0 | 1 | 2 }) {
  return (
    <ol className="steps" aria-label="Registration steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'is-current' : undefined}
          {...(index === current ? { 'aria-current': 'step' as const } : {})}
        >
          <span className="steps__number">{index + 1}</span> {step}
        </li>
      ))}
    </ol>
  );
}

/** Masks typing into MM/DD/YYYY. */
function formatDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

type Field = 'login' | 'email' | 'password' | 'dateOfBirth' | 'memberagmt';

/**
 * Customer sign-up (spec 002 §2, reached from /signup) and Flirt sign-up: login, email,
 * password, date of birth, terms and offers checkboxes, with every rule of spec 002 §5 checked
 * before the call (the same messages the server gives) and the server's field errors shown.
 */
export function SignUpDialog({
  flirt = false,
  product,
  returnUrl,
  onClose,
  onRegistered,
}: {
  readonly flirt?: boolean;
  readonly product?: SignInProduct | undefined;
  readonly returnUrl?: string | undefined;
  readonly onClose: () => void;
  /** The customer sign-up goes on to Add Money and Add Phone instead of leaving at once. */
  readonly onRegistered?: (redirectTo: string) => void;
}) {
  const router = useRouter();
  const prefill = useSignUpPrefill();
  const signUp = useSignUp();
  const [login, setLogin] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [terms, setTerms] = useState(false);
  const [offers, setOffers] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'captcha', string>>>({});
  const [checkedLogin, setCheckedLogin] = useState('');
  const username = useUsernameCheck(checkedLogin);

  const signedUp = signUp.isPending || signUp.isSuccess;
  useEffect(() => {
    const data = prefill.data;
    if (!data) return;
    // A signed-in person with nothing pending goes to their account (spec 002 §4). Not the one
    // who has just signed up here: the prefill refetched for the new session must not take
    // them away from where the sign-up sends them (a Flirt to the setup wizard).
    if (signedUp) return;
    if (data.redirect_to && !data.login_or_email_pending) {
      void router.navigate({ href: data.redirect_to, replace: true });
      return;
    }
    setLogin((value) => value || data.login);
    setEmail((value) => value || data.email);
    setOffers(data.enable_platphorm_offers);
  }, [prefill.data, router, signedUp]);

  const pending = prefill.data?.login_or_email_pending ?? false;
  const serverError = signUp.error;
  const serverMessage =
    serverError instanceof ApiRequestError && Object.keys(serverError.fields).length === 0
      ? serverError.message
      : null;
  const loginTaken =
    username.data && !username.data.available && username.data.login === checkedLogin
      ? username.data.message
      : null;

  const validate = (): boolean => {
    const next: Partial<Record<Field | 'captcha', string>> = {};
    const parsed = SignUpBody.safeParse({ login, email, password, dateOfBirth, memberagmt: terms });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as Field;
        next[key] ??= issue.message;
      }
    }
    const dob = validateDateOfBirth(dateOfBirth, calendarDateOf(new Date()), PRODUCT_NAME);
    if (dob) next.dateOfBirth = dob;
    if (prefill.data?.captcha.recaptcha_enabled && !captcha) {
      next.captcha = IDENTITY_MESSAGES.captchaFailed;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = () => {
    if (!validate()) return;
    signUp.mutate(
      {
        login: login.trim(),
        email: email.trim(),
        password,
        dateOfBirth,
        memberagmt: true,
        enable_platphorm_offers: offers,
        login_or_email_pending: pending,
        ...(captcha ? { recaptcha_token: captcha } : {}),
        ...(flirt ? { flirt_signup: true } : {}),
        additionalParams: {
          device_id: deviceId(),
          ...(returnUrl ? { return_url: returnUrl } : {}),
          ...(captcha ? { 'g-recaptcha-response': captcha } : {}),
        },
      },
      {
        onSuccess: (result) => {
          if (onRegistered && !flirt) {
            onRegistered(result.redirect_to || '/');
            return;
          }
          void router.navigate({ href: result.redirect_to || '/', replace: true });
        },
        onError: () => {
          setCaptcha(null);
        },
      },
    );
  };

  // Editing a field takes its message away until the next submit.
  const clearError = (field: Field | 'captcha') => {
    setErrors((current) =>
      field in current
        ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field))
        : current,
    );
  };

  const error = (field: Field, ...names: string[]) =>
    errors[field] ?? fieldError(serverError, field, ...names);

  return (
    <Dialog open title={signUpHeadline(flirt, pending, product)} onClose={onClose} width={450}>
      {!flirt ? <SignUpSteps current={0} /> : null}
      {prefill.isPending ? (
        <Loading />
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Member Name"
            name="login"
            autoComplete="username"
            autoFocus
            maxLength={20}
            value={login}
            onChange={(event) => {
              setLogin(event.target.value);
              clearError('login');
            }}
            onBlur={() => {
              setCheckedLogin(login.trim());
            }}
            error={error('login') ?? loginTaken}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clearError('email');
              setSuggestion(null);
            }}
            onBlur={() => {
              setSuggestion(suggestEmail(email));
            }}
            error={error('email')}
            hint={
              suggestion ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setEmail(suggestion);
                    clearError('email');
                    setSuggestion(null);
                  }}
                >
                  {IDENTITY_MESSAGES.didYouMean(suggestion)}
                </button>
              ) : undefined
            }
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearError('password');
            }}
            error={error('password')}
          />
          <TextField
            label="Date of birth"
            name="dateOfBirth"
            inputMode="numeric"
            placeholder="MM/DD/YYYY"
            autoComplete="bday"
            value={dateOfBirth}
            onChange={(event) => {
              setDateOfBirth(formatDateInput(event.target.value));
              clearError('dateOfBirth');
            }}
            error={error('dateOfBirth')}
          />
          <CheckboxField
            label={
              <>
                I am 18 or older and accept the <a href="/help/tos">Terms of Service</a> and{' '}
                <a href="/help/privacy_policy">Privacy Policy</a>.
              </>
            }
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              clearError('memberagmt');
            }}
            error={error('memberagmt')}
          />
          <CheckboxField
            label="Send me special offers and news."
            checked={offers}
            onChange={setOffers}
          />
          {prefill.data ? (
            <Captcha
              config={prefill.data.captcha}
              token={captcha}
              onToken={(token) => {
                setCaptcha(token);
                clearError('captcha');
              }}
              error={
                errors.captcha ?? fieldError(serverError, 'recaptcha_token', 'g-recaptcha-response')
              }
            />
          ) : null}
          <FormError message={serverMessage} />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={signUp.isPending}
          >
            {signUp.isPending ? 'Registering…' : pending ? 'Complete Registration' : 'Register'}
          </button>
          <div className="form__footer">
            <span>Already a member?</span>
            <Link
              to="/login"
              search={returnUrl ? { return_url: returnUrl } : {}}
              className="button"
            >
              Sign In
            </Link>
          </div>
          {!flirt ? (
            <p className="form__links">
              <Link to="/advisor_signup/newuser">Become a Flirt</Link>
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
