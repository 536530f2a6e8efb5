import { createHash, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type ListingContent,
  LISTING_LIMITS,
  LISTING_MESSAGES as M,
  mediaStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { ValidationError } from '../../shared/errors.js';
import { mediaDecider } from '../../content/media/media.decider.js';
import type { ListingFacts } from './listing.decider.js';
import { descriptionText, sanitiseDescription } from './description.sanitiser.js';

/**
 * A new phone listing's id: 10 digits not starting with 9 (chat listing ids are 16 digits from
 * 9). With an idempotency key the id comes from the key, so a repeated request names the same
 * listing and creates nothing new.
 */
export function newPhoneListingId(userId: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return String(randomInt(1_000_000_000, 9_000_000_000));
  const digest = createHash('sha256').update(`${userId}\u0000${idempotencyKey}`).digest();
  return String(1_000_000_000 + digest.readUInt32BE(0));
}

/** A typed description as stored: sanitised, then checked for being empty or too long. */
export function storedDescription(typed: string): string {
  const clean = sanitiseDescription(typed);
  const text = descriptionText(clean);
  if (text.length === 0) throw new ValidationError({ description: M.descriptionBlank });
  if (text.length > LISTING_LIMITS.descriptionMax)
    throw new ValidationError({ description: M.descriptionTooLong });
  return clean;
}

/** The facts a listing decision needs from other aggregates (the photo's owner and state). */
@Injectable()
export class ListingFactsReader {
  constructor(private readonly commands: CommandProcessor) {}

  async of(ownerId: string, content: Pick<ListingContent, 'photoMediaId'>): Promise<ListingFacts> {
    if (content.photoMediaId === null) return { photoIsOwnReadyImage: false };
    const media = await this.commands.state(mediaDecider, mediaStreamId(content.photoMediaId));
    return {
      photoIsOwnReadyImage:
        media.exists &&
        !media.deleted &&
        media.ownerId === ownerId &&
        media.itemType === 'image' &&
        media.encodingStatus === 'complete',
    };
  }
}
