import { Command } from '@nestjs/cqrs';
import type { SignInBody } from '@flirtwire/contracts';

export interface SignedIn {
  readonly userId: string;
  readonly login: string;
  readonly redirectTo: string;
}

/** Checks credentials (web, phone PIN, or forgot-PIN proof); the controller starts the session. */
export class SignInCommand extends Command<SignedIn> {
  constructor(
    readonly body: SignInBody,
    readonly ip: string,
  ) {
    super();
  }
}
