import type { CreateGoodyBagBody, GoodyBagContent, UpdateGoodyBagBody } from '@flirtwire/contracts';
import { centsToDecimal } from '@flirtwire/contracts';
import type { GoodyBagDraft } from './goody-bag.decider.js';

/** The composer's body as a draft for `composeContent`. */
export function draftOf(body: CreateGoodyBagBody): GoodyBagDraft {
  return {
    title: body.title,
    description: body.description,
    price: body.price,
    mediaIds: body.media_ids,
    coverMediaId: body.cover_media_id,
    dominanceTags: body.dominance_tags,
    ageTags: body.age_tags,
    raceTags: body.race_tags,
    contentRating: body.content_rating,
    kinkTags: body.kink_tags,
  };
}

/** An edit: the fields sent over the bag's current content. */
export function editedDraft(body: UpdateGoodyBagBody, current: GoodyBagContent): GoodyBagDraft {
  // Bags composed before covers existed have none recorded.
  const recorded: Partial<Pick<GoodyBagContent, 'coverMediaId'>> = current;
  return {
    title: body.title ?? current.title,
    description: body.description ?? current.description,
    price: body.price ?? centsToDecimal(current.priceCents),
    mediaIds: body.media_ids ?? current.items.map((item) => item.fmItemId),
    coverMediaId:
      body.cover_media_id === undefined ? (recorded.coverMediaId ?? null) : body.cover_media_id,
    dominanceTags: body.dominance_tags ?? current.dominanceTags,
    ageTags: body.age_tags ?? current.ageTags,
    raceTags: body.race_tags ?? current.raceTags,
    contentRating: body.content_rating ?? current.contentRating,
    kinkTags: body.kink_tags ?? current.kinkTags,
  };
}
