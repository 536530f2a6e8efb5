import { Command } from '@nestjs/cqrs';
import type {
  PasswordResetRequestBody,
  PasswordResetRequestResult,
  PasswordResetUpdateBody,
  VerifyAccountBody,
} from '@flirtwire/contracts';
import type { RequestContext } from '../../shared/http/request-context.js';

/** Forgot password: decides the redirect target and, when no check is needed, mails the link. */
export class RequestPasswordResetCommand extends Command<PasswordResetRequestResult> {
  constructor(
    readonly body: PasswordResetRequestBody,
    readonly context: RequestContext,
    readonly ip: string,
  ) {
    super();
  }
}

/** Verify account (card digits or payer id digits), then mail the link. */
export class VerifyAccountCommand extends Command<{ redirectTo: 'reset_password_complete' }> {
  constructor(
    readonly body: VerifyAccountBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** New password from a valid link; every session of the person ends. */
export class CompletePasswordResetCommand extends Command<{ userId: string }> {
  constructor(
    readonly body: PasswordResetUpdateBody,
    readonly context: RequestContext,
    readonly ip: string,
  ) {
    super();
  }
}
