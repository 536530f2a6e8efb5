import { Injectable } from '@nestjs/common';

/**
 * Lets finance answer "verify account" with a payer's tax id (spec 002 §5: the last 5 digits of
 * the SSN or EIN) without identity ever holding tax ids.
 */
export interface PayerIdCheck {
  hasPayerId(userId: string): Promise<boolean>;
  matchesLastDigits(userId: string, lastFive: string): Promise<boolean>;
}

const nobodyHasOne: PayerIdCheck = {
  hasPayerId: () => Promise.resolve(false),
  matchesLastDigits: () => Promise.resolve(false),
};

/**
 * Holder for the payer-id check; the finance module installs the real one at start.
 *
 * @example
 * onModuleInit() { this.payerIds.use({ hasPayerId: ..., matchesLastDigits: ... }); }
 */
@Injectable()
export class PayerIdVerification implements PayerIdCheck {
  private check: PayerIdCheck = nobodyHasOne;

  use(check: PayerIdCheck): void {
    this.check = check;
  }

  hasPayerId(userId: string): Promise<boolean> {
    return this.check.hasPayerId(userId);
  }

  matchesLastDigits(userId: string, lastFive: string): Promise<boolean> {
    return this.check.matchesLastDigits(userId, lastFive);
  }
}
