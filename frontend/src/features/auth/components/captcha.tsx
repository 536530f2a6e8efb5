import { type CaptchaConfig, TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { useEffect, useId, useRef } from 'react';

/** The development site key (README): answered with the documented test token. */
const DEVELOPMENT_SITE_KEY = 'test-site-key';

interface Grecaptcha {
  render(element: HTMLElement, options: Record<string, unknown>): number;
  reset(id?: number): void;
}

/** Cloudflare Turnstile's explicit-render API (challenges.cloudflare.com/turnstile/v0/api.js). */
interface Turnstile {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove(id: string): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
    __flirtwireCaptchaReady?: () => void;
    __flirtwireTurnstileReady?: () => void;
  }
}

let turnstileLoading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  turnstileLoading ??= new Promise<Turnstile>((resolve, reject) => {
    window.__flirtwireTurnstileReady = () => {
      if (window.turnstile) resolve(window.turnstile);
      else reject(new Error('Turnstile did not load'));
    };
    const script = document.createElement('script');
    script.src =
      'https://challenges.cloudflare.com/turnstile/v0/api.js?onload=__flirtwireTurnstileReady&render=explicit';
    script.async = true;
    script.onerror = () => {
      turnstileLoading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return turnstileLoading;
}

let scriptLoading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__flirtwireCaptchaReady = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not load'));
    };
    const script = document.createElement('script');
    script.src =
      'https://www.google.com/recaptcha/api.js?onload=__flirtwireCaptchaReady&render=explicit';
    script.async = true;
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * The captcha a form asks for when the server wants one. With Cloudflare's site key it is the
 * Turnstile widget, with Google's the reCAPTCHA checkbox; with the development key it is a
 * plain checkbox that answers with the documented test token (never accepted in production).
 */
export function Captcha({
  config,
  token,
  onToken,
  error,
}: {
  readonly config: CaptchaConfig;
  readonly token: string | null;
  readonly onToken: (token: string | null) => void;
  readonly error?: string | null | undefined;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const handler = useRef(onToken);
  useEffect(() => {
    handler.current = onToken;
  });
  const development = config.recaptcha_site_key === DEVELOPMENT_SITE_KEY;
  const turnstile = config.captcha_provider === 'turnstile';

  useEffect(() => {
    if (development || !turnstile || !config.recaptcha_enabled) return;
    let cancelled = false;
    let widget: string | null = null;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !box.current) return;
        widget = api.render(box.current, {
          sitekey: config.recaptcha_site_key,
          callback: (answer: string) => {
            handler.current(answer);
          },
          'expired-callback': () => {
            handler.current(null);
          },
          'error-callback': () => {
            handler.current(null);
          },
        });
      })
      .catch(() => {
        handler.current(null);
      });
    return () => {
      cancelled = true;
      if (widget !== null) window.turnstile?.remove(widget);
    };
  }, [config.recaptcha_enabled, config.recaptcha_site_key, development, turnstile]);

  useEffect(() => {
    if (development || turnstile || !config.recaptcha_enabled) return;
    let cancelled = false;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !box.current) return;
        grecaptcha.render(box.current, {
          sitekey: config.recaptcha_site_key,
          callback: (answer: string) => {
            handler.current(answer);
          },
          'expired-callback': () => {
            handler.current(null);
          },
        });
      })
      .catch(() => {
        handler.current(null);
      });
    return () => {
      cancelled = true;
    };
  }, [config.recaptcha_enabled, config.recaptcha_site_key, development, turnstile]);

  if (!config.recaptcha_enabled) return null;
  return (
    <div className={`captcha ${error ? 'field--invalid' : ''}`}>
      {development ? (
        <div className="captcha__dev">
          <input
            id={id}
            type="checkbox"
            checked={token === TEST_CAPTCHA_TOKEN}
            onChange={(event) => {
              onToken(event.target.checked ? TEST_CAPTCHA_TOKEN : null);
            }}
          />
          <label htmlFor={id}>I&apos;m not a robot</label>
          <span className="captcha__note">development captcha</span>
        </div>
      ) : (
        <div ref={box} data-captcha={turnstile ? 'turnstile' : 'recaptcha'} />
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
