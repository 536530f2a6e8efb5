import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ShoutProvider } from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const LIFETIME_MS = 15 * 60_000;

/** The OAuth `state` of a link request: who asked, for which network, until when, signed. */
@Injectable()
export class LinkStates {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.dataKeySecret, 'flirtwire', 'social-link-state', 32),
    );
  }

  issue(userId: string, provider: ShoutProvider, now: Date): string {
    const payload = `${userId}.${provider}.${now.getTime() + LIFETIME_MS}`;
    return `${Buffer.from(payload).toString('base64url')}.${this.sign(payload)}`;
  }

  /** Whether the state was issued to this person for this network and has not expired. */
  check(state: string, userId: string, provider: ShoutProvider, now: Date): boolean {
    const [encoded = '', signature = ''] = state.split('.');
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const [who, network, until] = payload.split('.');
    return who === userId && network === provider && Number(until) > now.getTime();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
