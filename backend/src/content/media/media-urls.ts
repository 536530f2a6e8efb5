import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export type MediaVariant = 'original' | 'large' | 'thumbnail';

/** Who a URL is for: a signed-in person's id, or `public` (free content shown to visitors). */
export type MediaAudience = string;
export const PUBLIC_AUDIENCE = 'public';

/** URLs stay valid for an hour, rounded up to ten minutes so pages fetched close together share them. */
const LIFETIME_MS = 60 * 60_000;
const ROUND_MS = 10 * 60_000;

/**
 * Signed, expiring media URLs (docs/adr/0061). The presenter signs a URL only for a viewer
 * entitled to the item; the serving route checks the signature, the expiry and that the
 * signed-in person is the audience it was signed for, so a copied URL does not work for
 * someone else and a locked item has no URL at all.
 *
 * @example
 * const url = urls.sign(itemId, 'large', viewerId, now); // /fm/media/<id>/large?v=<viewer>&exp=...&sig=...
 */
@Injectable()
export class MediaUrls {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.dataKeySecret, 'flirtwire', 'media-url-signing', 32),
    );
  }

  sign(itemId: string, variant: MediaVariant, audience: MediaAudience, now: Date): string {
    const expires = Math.ceil((now.getTime() + LIFETIME_MS) / ROUND_MS) * ROUND_MS;
    const signature = this.signature(itemId, variant, audience, expires);
    const query = new URLSearchParams({ v: audience, exp: String(expires), sig: signature });
    return `/fm/media/${itemId}/${variant}?${query.toString()}`;
  }

  /** Whether a URL's signature is ours and unexpired (the audience is checked by the caller). */
  verify(
    itemId: string,
    variant: MediaVariant,
    audience: MediaAudience,
    expires: number,
    signature: string,
    now: Date,
  ): boolean {
    if (!Number.isSafeInteger(expires) || expires <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(itemId, variant, audience, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(itemId: string, variant: string, audience: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${itemId}\u0000${variant}\u0000${audience}\u0000${expires}`)
      .digest('base64url');
  }
}
