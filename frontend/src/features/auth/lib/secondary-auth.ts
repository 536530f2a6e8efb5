import { safeRedirectTarget } from '@flirtwire/contracts';

/** Where secondary auth sends the browser once the person has confirmed who they are. */
export interface SecondaryAuthTarget {
  /** A same-site path (or '' when the link gave an empty one). */
  readonly action: string;
  /** GET or POST: the form's method. */
  readonly method: 'GET' | 'POST';
  /** The remaining query pairs, plus `_method` when another method was asked for. */
  readonly fields: readonly (readonly [string, string])[];
}

const DEFAULT_AUTH_TARGET = '/';

/**
 * Only a same-site path is accepted, by the server's own rule (`safeRedirectTarget`): a scheme
 * (`javascript:`, `https:`), a protocol-relative `//host`, a backslash or a control character
 * (`/\t/host` is `//host` to a browser) becomes '/'. An empty value passes through unchanged.
 */
export function safeAuthTarget(value: string): string {
  if (value === '') return value;
  return safeRedirectTarget(value) ?? DEFAULT_AUTH_TARGET;
}

/** Reads auth_to, http_method (GET by default) and the pairs to forward from a query string. */
export function secondaryAuthTarget(search: URLSearchParams): SecondaryAuthTarget | null {
  const authTo = search.get('auth_to');
  if (authTo === null) return null;
  const asked = (search.get('http_method') ?? 'GET').toUpperCase();
  const fields: [string, string][] = [];
  for (const [key, value] of search) {
    if (key !== 'auth_to' && key !== 'http_method') fields.push([key, value]);
  }
  // Browsers submit forms only with GET or POST; any other method rides on a POST.
  if (asked !== 'GET' && asked !== 'POST') fields.push(['_method', asked]);
  return { action: safeAuthTarget(authTo), method: asked === 'GET' ? 'GET' : 'POST', fields };
}

/** Sends the browser to the target: a GET navigation or a generated form submission. */
export function followSecondaryAuth(target: SecondaryAuthTarget, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = target.method.toLowerCase();
  form.action = target.action === '' ? DEFAULT_AUTH_TARGET : target.action;
  form.hidden = true;
  for (const [name, value] of target.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
