import { Inject, Injectable } from '@nestjs/common';
import {
  goodySaleIdOf,
  type GoodyBagDetail,
  type GoodyBagMedia,
  type GoodyBagSummary,
  type PurchasedGoodyBag,
  READ_MODELS,
} from '@flirtwire/contracts';
import {
  type FileItemRow,
  coverItem,
  GOODY_PURCHASES,
  type GoodyBagDoc,
  type GoodyPurchaseDoc,
} from '@flirtwire/projections';
import { MediaUrls, PUBLIC_AUDIENCE } from '../content/media/media-urls.js';
import { UserDirectory } from '../identity/user/user-directory.js';
import { ReadModels } from '../read-side/read-models.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';

/** Average of the ratings (stars 1-5), one decimal; null before the first. */
const ratingOf = (doc: GoodyBagDoc) =>
  doc.ratingCount === 0 ? null : Math.round((doc.ratingSum / doc.ratingCount) * 10) / 10;

/**
 * Goody bags as a viewer may see them (docs/adr/0112). The cover thumbnail is public (it is
 * the bag's shop window: an image its Flirt chose, never one of the paid files); every other file is locked, with no id and no URL, until the viewer
 * has bought the bag or is its Flirt, and then carries URLs signed for that viewer only.
 */
@Injectable()
export class GoodyViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async summaries(
    docs: readonly GoodyBagDoc[],
    viewerId: string | null,
  ): Promise<GoodyBagSummary[]> {
    const covers = await this.items(docs.map(coverItem).filter((id): id is string => id !== null));
    const logins = await this.logins(docs.map((doc) => doc.creatorId));
    const bought = await this.purchasedBy(
      viewerId,
      docs.map((doc) => doc._id),
    );
    const now = this.clock.now();
    return docs.map((doc) => {
      const cover = covers.get(coverItem(doc) ?? '');
      const counts = (type: string) => doc.items.filter((item) => item.itemType === type).length;
      return {
        id: doc._id,
        user_id: doc.creatorId,
        owner_name: logins.get(doc.creatorId) ?? '',
        price: doc.priceCents,
        thumbnail_url:
          cover?.state === 'live' && cover.variants.thumbnail
            ? this.urls.sign(cover._id, 'thumbnail', PUBLIC_AUDIENCE, now)
            : null,
        title: doc.title,
        description: doc.description,
        status: doc.status,
        media_count: doc.items.length,
        image_count: counts('image'),
        video_count: counts('video'),
        audio_count: counts('audio'),
        content_rating: doc.contentRating,
        dominance_tags: doc.dominanceTags as GoodyBagSummary['dominance_tags'],
        age_tags: doc.ageTags as GoodyBagSummary['age_tags'],
        race_tags: doc.raceTags as GoodyBagSummary['race_tags'],
        kink_tags: doc.kinkTags as GoodyBagSummary['kink_tags'],
        sales_count: doc.salesCount,
        rating: ratingOf(doc),
        rating_count: doc.ratingCount,
        created_at: doc.createdAt,
        published_at: doc.publishedAt,
        is_owned_by_viewer: viewerId === doc.creatorId,
        purchased_by_viewer: bought.has(doc._id),
      };
    });
  }

  async detail(doc: GoodyBagDoc, viewerId: string | null): Promise<GoodyBagDetail> {
    const [summary] = await this.summaries([doc], viewerId);
    if (!summary) throw new Error('a summary per bag');
    const unlocked = summary.is_owned_by_viewer || summary.purchased_by_viewer;
    const rows = unlocked
      ? await this.items(doc.items.map((item) => item.fmItemId))
      : new Map<string, FileItemRow>();
    const now = this.clock.now();
    const audience = viewerId ?? PUBLIC_AUDIENCE;
    const media = [...doc.items]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((item): GoodyBagMedia => {
        const row = rows.get(item.fmItemId);
        if (!unlocked || !row || row.state !== 'live') {
          return {
            fm_item_id: null,
            item_type: item.itemType,
            content_type: null,
            unlocked: false,
            thumbnail_url: null,
            large_url: null,
            original_url: null,
            sort_order: item.sortOrder,
            duration_seconds: null,
          };
        }
        const sign = (variant: 'thumbnail' | 'large' | 'original') =>
          this.urls.sign(row._id, variant, audience, now);
        return {
          fm_item_id: row._id,
          item_type: item.itemType,
          content_type: row.contentType,
          unlocked: true,
          thumbnail_url: row.variants.thumbnail ? sign('thumbnail') : null,
          large_url: row.variants.large ? sign('large') : null,
          // Originals are served to their owner only; buyers get the large rendition.
          original_url: summary.is_owned_by_viewer ? sign('original') : null,
          sort_order: item.sortOrder,
          duration_seconds: row.durationSeconds,
        };
      });
    return {
      ...summary,
      media,
      cover_media_id: summary.is_owned_by_viewer ? coverItem(doc) : null,
    };
  }

  async purchases(
    rows: readonly GoodyPurchaseDoc[],
    bags: readonly GoodyBagDoc[],
    viewerId: string,
  ): Promise<PurchasedGoodyBag[]> {
    const summaries = new Map(
      (await this.summaries(bags, viewerId)).map((summary) => [summary.id, summary]),
    );
    const logins = await this.logins(rows.map((row) => row.creatorId));
    return rows.map((row) => ({
      sale_id: row._id,
      purchased_at: row.purchasedAt,
      amount_cents: row.amountCents,
      goody_bag: summaries.get(row.goodyBagId) ?? null,
      goody_bag_id: row.goodyBagId,
      title: row.title,
      owner_name: logins.get(row.creatorId) ?? '',
    }));
  }

  private async items(ids: readonly string[]): Promise<Map<string, FileItemRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.readModels
      .collection<FileItemRow>(READ_MODELS.fmItems)
      .find({ _id: { $in: [...new Set(ids)] } })
      .toArray();
    return new Map(rows.map((row) => [row._id, row]));
  }

  private async logins(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const users = await Promise.all(unique.map((id) => this.directory.load(id)));
    return new Map(unique.map((id, i) => [id, users[i]?.login ?? '']));
  }

  private async purchasedBy(
    viewerId: string | null,
    bagIds: readonly string[],
  ): Promise<Set<string>> {
    if (!viewerId || bagIds.length === 0) return new Set();
    const rows = await this.readModels
      .collection<GoodyPurchaseDoc>(GOODY_PURCHASES)
      .find({ _id: { $in: bagIds.map((id) => goodySaleIdOf(id, viewerId)) } })
      .toArray();
    return new Set(rows.map((row) => row.goodyBagId));
  }
}
