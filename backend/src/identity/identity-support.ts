import { randomInt } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import type { AdditionalParams } from '@flirtwire/contracts';
import { safeRedirectTarget } from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../shared/commands/command-processor.js';
import { SESSION_COOKIE } from '../shared/auth/principal.js';
import type { RequestContext } from '../shared/http/request-context.js';
import { DomainError } from '../shared/errors.js';

export { commandResult } from '../shared/commands/command-result.js';

/** A request context that acts as the given person (the account being created, the system). */
export function actingAs(
  context: RequestContext,
  actor: CommandContext['actor'],
  now: Date,
): CommandContext {
  return { ...context, actor, now };
}

/** A 4-digit PIN (spec 002 §9). */
export function newPin(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** The first safe same-site redirect target among return_to, return_url and redirectTo. */
export function requestedRedirect(params: AdditionalParams): string | null {
  return (
    safeRedirectTarget(params?.return_to) ??
    safeRedirectTarget(params?.return_url) ??
    safeRedirectTarget(params?.redirectTo)
  );
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token === '' ? undefined : token;
}

/** An error in our shape with extra top-level fields the spec's screens read (redirectTo, inline_error). */
export function errorWith(
  status: number,
  code: string,
  message: string,
  extras: Record<string, unknown>,
): HttpException {
  return new HttpException({ error: { code, message }, ...extras }, status);
}

export function captchaFailed(message: string, field: string): DomainError {
  return new DomainError('captcha_failed', message, 400, { [field]: message });
}
