import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ReadStore } from '@flirtwire/projections';
import {
  DevelopmentPhoneVerifier,
  PHONE_CODES_COLLECTION,
  type PhoneVerifier,
} from './phone-verifier.js';

/**
 * The phone verifier as several app instances run it: two verifiers (two instances) over one
 * read store, each with its own clock handle, must agree on every code and on the tries left.
 */
export function describePhoneVerifierContract(
  name: string,
  open: () => Promise<{ store: ReadStore; dispose: () => Promise<void> }>,
): void {
  describe(`phone verifier across instances: ${name}`, () => {
    let store: ReadStore;
    let dispose: () => Promise<void>;
    let nowMs = Date.parse('2026-12-03T12:00:00Z');
    const clock = { now: () => new Date(nowMs) };
    let a: PhoneVerifier;
    let b: PhoneVerifier;
    let phone = 0;
    const nextPhone = () => `phone-${String(++phone)}`;
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    beforeAll(async () => {
      ({ store, dispose } = await open());
      a = new DevelopmentPhoneVerifier(store, clock, true);
      b = new DevelopmentPhoneVerifier(store, clock, true);
    });
    afterAll(async () => {
      await dispose();
    });

    const send = async (verifier: PhoneVerifier, phoneId: string) => {
      const { developmentCode } = await verifier.send(phoneId, '+12125550123');
      if (!developmentCode) throw new Error('no development code');
      return developmentCode;
    };

    it('checks on one instance the code another instance sent, once', async () => {
      const phoneId = nextPhone();
      const code = await send(a, phoneId);
      await expect(b.check(phoneId, code)).resolves.toBe(true);
      await expect(a.check(phoneId, code)).resolves.toBe(false);
      await expect(b.check(phoneId, code)).resolves.toBe(false);
    });

    it('counts wrong tries across instances: five in all end the code', async () => {
      const phoneId = nextPhone();
      const code = await send(a, phoneId);
      for (const verifier of [a, b, a, b, a]) {
        await expect(verifier.check(phoneId, wrong(code))).resolves.toBe(false);
      }
      await expect(b.check(phoneId, code)).resolves.toBe(false);
      await expect(a.check(phoneId, code)).resolves.toBe(false);
    });

    it('accepts the right code after fewer than five wrong tries on either instance', async () => {
      const phoneId = nextPhone();
      const code = await send(b, phoneId);
      for (const verifier of [a, b, a, b]) {
        await expect(verifier.check(phoneId, wrong(code))).resolves.toBe(false);
      }
      await expect(a.check(phoneId, code)).resolves.toBe(true);
    });

    it('lets exactly one of many concurrent right checks on both instances win', async () => {
      const phoneId = nextPhone();
      const code = await send(a, phoneId);
      const results = await Promise.all(
        [a, b, a, b].map((verifier) => verifier.check(phoneId, code)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('replaces the pending code when another instance sends a new one', async () => {
      const phoneId = nextPhone();
      const first = await send(a, phoneId);
      const second = await send(b, phoneId);
      if (first !== second) await expect(a.check(phoneId, first)).resolves.toBe(false);
      await expect(a.check(phoneId, second)).resolves.toBe(true);
    });

    it('refuses a code after ten minutes on every instance', async () => {
      const phoneId = nextPhone();
      const code = await send(a, phoneId);
      nowMs += 10 * 60_000;
      await expect(b.check(phoneId, code)).resolves.toBe(false);
      await expect(a.check(phoneId, code)).resolves.toBe(false);
    });

    it('keeps no code in the clear on the store', async () => {
      const phoneId = nextPhone();
      const code = await send(a, phoneId);
      const doc = await store
        .collection<{ _id: string }>(PHONE_CODES_COLLECTION)
        .findOne({ _id: phoneId });
      expect(JSON.stringify(doc)).not.toContain(code);
    });
  });
}
