import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** A body we refuse for what it contains, not for its syntax: answered 400 with this message. */
class ForbiddenJsonKeyError extends Error {
  readonly statusCode = 400;
  readonly code = 'FW_JSON_FORBIDDEN_KEY';

  constructor(key: string) {
    super(`The request body may not contain the key ${key}.`);
    this.name = 'ForbiddenJsonKeyError';
  }
}

class InvalidJsonError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';
}

class EmptyJsonError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_EMPTY_JSON_BODY';
}

/**
 * JSON.parse that refuses the keys of prototype pollution (`__proto__`, and `constructor`
 * holding a `prototype`), however they are escaped: the reviver sees every decoded key.
 * Fastify's own parser refuses them too, but with the same error as broken syntax, which
 * told the caller the wrong thing.
 */
function parseJsonBody(text: string): unknown {
  const forbidden: string[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, function reviver(this: unknown, key: string, value: unknown) {
      if (key === '__proto__') forbidden.push('__proto__');
      else if (
        key === 'constructor' &&
        typeof value === 'object' &&
        value !== null &&
        Object.hasOwn(value, 'prototype')
      ) {
        forbidden.push('constructor.prototype');
      }
      return value;
    });
  } catch {
    throw new InvalidJsonError('The request body is not valid JSON.');
  }
  const [first] = forbidden;
  if (first) throw new ForbiddenJsonKeyError(first);
  return parsed;
}

/**
 * Makes {@link parseJsonBody} the app's JSON body parser (instead of the adapter's default,
 * which answered a `__proto__` key as broken syntax). Call before `app.init()`.
 */
export function installJsonBodyParser(app: NestFastifyApplication, bodyLimit: number): void {
  app.useBodyParser('application/json', { bodyLimit }, (_request, body, done) => {
    const text = body.toString('utf8');
    if (text.length === 0) {
      done(new EmptyJsonError('The request body is not valid JSON.'), undefined);
      return;
    }
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

class FormNotAcceptedError extends Error {
  readonly statusCode = 415;
  readonly code = 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
}

/** The pages that post a plain HTML form (My Customers' bulk Mail to the compose page). */
const FORM_POST_PATHS: readonly string[] = ['/messages/compose'];

/**
 * Parses `application/x-www-form-urlencoded` bodies, for {@link FORM_POST_PATHS} only (every
 * other endpoint answers 415 as before): fields become a plain object of strings (a repeated
 * field keeps its last value), with no prototype keys.
 */
export function installFormBodyParser(app: NestFastifyApplication, bodyLimit: number): void {
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (request, body, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (!FORM_POST_PATHS.includes(path)) {
      done(new FormNotAcceptedError('Unsupported Media Type'), undefined);
      return;
    }
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      fields[key] = value;
    }
    done(null, fields);
  });
}
