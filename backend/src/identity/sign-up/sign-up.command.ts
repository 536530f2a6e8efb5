import { Command } from '@nestjs/cqrs';
import type { SignUpBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../shared/http/request-context.js';

export interface SignedUp {
  readonly userId: string;
  readonly login: string;
  readonly flirtSignup: boolean;
}

export class SignUpCommand extends Command<SignedUp> {
  constructor(
    readonly body: SignUpBody,
    readonly context: RequestContext,
    readonly ip: string,
  ) {
    super();
  }
}
