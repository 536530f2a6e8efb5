import { createHash, randomInt } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { ReadStore } from '@flirtwire/projections';
import type { Clock } from '../../shared/domain/clock.js';

/**
 * Sends a one-time code to a phone and checks it.
 *
 * @example
 * const { developmentCode } = await phones.send(phoneId, '+12125550123');
 * const ok = await phones.check(phoneId, '123456');
 */
export interface PhoneVerifier {
  /** `developmentCode` is the code itself, only with the development helpers on. */
  send(phoneId: string, e164: string): Promise<{ developmentCode: string | null }>;
  /** True once for the right, unexpired code; five wrong tries end the code. */
  check(phoneId: string, code: string): Promise<boolean>;
}

export const PHONE_VERIFIER = Symbol('PhoneVerifier');

const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;
/** Pending codes; the leading underscore keeps it out of the read models. */
export const PHONE_CODES_COLLECTION = '_phone_codes';

interface PhoneCodeDoc {
  _id: string;
  /** sha256 of the code: the store never holds the code itself. */
  codeHash: string;
  expiresAtMs: number;
  tries: number;
}

/**
 * Development adapter: no SMS is sent. With the development helpers on, the code appears in the
 * log line and in the API response, so the flow can be completed by hand and by tests.
 *
 * The pending codes live on the read store (MongoDB where several app instances run, the
 * embedded store on a laptop), so the code sent by one instance is checked by any other, and the
 * five tries count across all of them: a try is an atomic `$inc` guarded by `tries < 5`, and the
 * right code is spent by a delete that only one of any racing checks can win.
 */
export class DevelopmentPhoneVerifier implements PhoneVerifier {
  private readonly logger = new Logger('PhoneVerifier');

  constructor(
    private readonly store: ReadStore,
    private readonly clock: Clock,
    private readonly showCodes: boolean,
  ) {}

  private get codes() {
    return this.store.collection<PhoneCodeDoc>(PHONE_CODES_COLLECTION);
  }

  async send(phoneId: string): Promise<{ developmentCode: string | null }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now().getTime();
    await this.codes.deleteMany({ expiresAtMs: { $lte: now } });
    await this.codes.replaceOne(
      { _id: phoneId },
      { codeHash: hashOf(phoneId, code), expiresAtMs: now + CODE_TTL_MS, tries: 0 },
      { upsert: true },
    );
    if (this.showCodes) {
      this.logger.log({ phoneId, developmentCode: code }, 'development phone verification code');
    } else {
      this.logger.warn({ phoneId }, 'no SMS provider is configured; the code was not sent');
    }
    return { developmentCode: this.showCodes ? code : null };
  }

  async check(phoneId: string, code: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const tried = await this.codes.updateOne(
      { _id: phoneId, expiresAtMs: { $gt: now }, tries: { $lt: MAX_TRIES } },
      { $inc: { tries: 1 } },
    );
    if (tried.matchedCount === 0) {
      // Unknown, expired or out of tries: the code is over.
      await this.codes.deleteOne({ _id: phoneId, tries: { $gte: MAX_TRIES } });
      return false;
    }
    const spent = await this.codes.deleteOne({
      _id: phoneId,
      codeHash: hashOf(phoneId, code),
      expiresAtMs: { $gt: now },
    });
    return spent.deletedCount === 1;
  }
}

function hashOf(phoneId: string, code: string): string {
  return createHash('sha256').update(`${phoneId}\u0000${code}`).digest('hex');
}
