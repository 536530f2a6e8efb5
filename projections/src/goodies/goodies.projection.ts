import { READ_MODELS } from '@flirtwire/contracts';
import type {
  ActivityEventOf,
  ContentRating,
  EnvelopeOf,
  GoodyBagContent,
  GoodyEvent,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  ownedByUser,
  type ProjectionContext,
} from '../projection.js';

export const GOODY_BAGS = READ_MODELS.goodyBags;
export const GOODY_PURCHASES = READ_MODELS.goodyPurchases;

/**
 * The bag's cover: the image its Flirt chose for it, the one picture shown before buying; never
 * one of its paid files. None: the bag shows no picture.
 */
export function coverItem(doc: Pick<GoodyBagDoc, 'coverMediaId'>): string | null {
  return doc.coverMediaId;
}

/** A goody bag as its lists and detail show it, with its sales and (later) ratings. */
export type GoodyBagDoc = {
  _id: string;
  creatorId: string;
  title: string;
  description: string;
  priceCents: number;
  items: GoodyBagContent['items'];
  coverMediaId: string | null;
  dominanceTags: string[];
  ageTags: string[];
  raceTags: string[];
  contentRating: ContentRating;
  kinkTags: string[];
  status: 'draft' | 'published';
  deleted: boolean;
  createdAt: string;
  /** When it was last put on sale (null while a draft that never was). */
  publishedAt: string | null;
  /** Newest first paging key: publishedAt (else createdAt) plus the id. */
  listKey: string;
  salesCount: number;
  /** Filled by feedback on purchased bags; a placeholder until then. */
  ratingSum: number;
  ratingCount: number;
  /** Revision of the last `goody-bag-<id>` event applied. */
  revision: number;
};

/** One buyer's purchase of one bag (the GoodiesSold event). */
export type GoodyPurchaseDoc = {
  _id: string;
  goodyBagId: string;
  creatorId: string;
  customerId: string;
  title: string;
  amountCents: number;
  purchasedAt: string;
};

type BagEvent = EnvelopeOf<GoodyEvent>;
type SaleEvent = EnvelopeOf<ActivityEventOf<'GoodiesSold'>>;
type Handled = BagEvent | SaleEvent;

const listKey = (at: string, id: string) => `${at}|${id}`;

function contentFields(data: GoodyBagContent) {
  return {
    title: data.title,
    description: data.description,
    priceCents: data.priceCents,
    items: data.items,
    // Bags composed before covers existed have none (never a paid file in its place).
    coverMediaId: (data.coverMediaId as string | null | undefined) ?? null,
    dominanceTags: [...data.dominanceTags],
    ageTags: [...data.ageTags],
    raceTags: [...data.raceTags],
    contentRating: data.contentRating,
    kinkTags: [...data.kinkTags],
  };
}

async function handleBag(event: BagEvent, context: ProjectionContext): Promise<DocumentOp[]> {
  const bags = context.collection<GoodyBagDoc>(GOODY_BAGS);
  const { goodyBagId, creatorId } = event.data;
  const prev = await bags.findOne({ _id: goodyBagId });
  // Redelivery of an event already applied changes nothing.
  if (prev && prev.revision >= event.revision) return [];
  const owner = { owner: ownedByCreator(creatorId) };
  const set = (fields: Partial<GoodyBagDoc>) =>
    documentOp<GoodyBagDoc>(
      GOODY_BAGS,
      {
        updateOne: {
          filter: { _id: goodyBagId },
          update: { $set: { ...fields, revision: event.revision } },
        },
      },
      owner,
    );
  switch (event.type) {
    case 'GoodyBagCreated': {
      const doc: GoodyBagDoc = {
        _id: goodyBagId,
        creatorId,
        ...contentFields(event.data),
        status: 'draft',
        deleted: false,
        createdAt: event.occurredAt,
        publishedAt: null,
        listKey: listKey(event.occurredAt, goodyBagId),
        salesCount: 0,
        ratingSum: 0,
        ratingCount: 0,
        revision: event.revision,
      };
      return [
        documentOp<GoodyBagDoc>(
          GOODY_BAGS,
          { replaceOne: { filter: { _id: goodyBagId }, replacement: doc, upsert: true } },
          owner,
        ),
      ];
    }
    case 'GoodyBagEdited':
      return [set(contentFields(event.data))];
    case 'GoodyBagPublished':
      return [
        set({
          status: 'published',
          publishedAt: event.occurredAt,
          listKey: listKey(event.occurredAt, goodyBagId),
        }),
      ];
    case 'GoodyBagUnpublished':
      return [set({ status: 'draft' })];
    case 'GoodyBagDeleted':
      return [set({ deleted: true, status: 'draft' })];
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function handleSale(event: SaleEvent): DocumentOp[] {
  const { saleId, goodyBagId, creatorId, customerId, title, amountCents, at } = event.data;
  const purchase: GoodyPurchaseDoc = {
    _id: saleId,
    goodyBagId,
    creatorId,
    customerId,
    title,
    amountCents,
    purchasedAt: at,
  };
  return [
    // The upsert makes a redelivered sale a no-op.
    documentOp<GoodyPurchaseDoc>(
      GOODY_PURCHASES,
      { replaceOne: { filter: { _id: saleId }, replacement: purchase, upsert: true } },
      { owner: ownedByUser(customerId) },
    ),
  ];
}

/**
 * Goody bags (storefront goodies tab, detail, the Flirt's own list) and purchases per buyer
 * (unlocked media, purchased list). A bag's sales count is the number of its purchase
 * documents, counted when the sale arrives so a redelivered sale does not count twice.
 */
export const goodiesProjection = defineProjection<Handled>({
  name: 'goodies',
  // v2: the cover is the image the Flirt chose (coverMediaId), no longer the first paid file.
  version: 2,
  // Each document is one Flirt's goody bag or sale, from that Flirt's activity events: one bus key,
  // one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: [
    'GoodyBagCreated',
    'GoodyBagEdited',
    'GoodyBagPublished',
    'GoodyBagUnpublished',
    'GoodyBagDeleted',
    'GoodiesSold',
  ],
  collections: {
    [GOODY_BAGS]: {
      indexes: [
        { key: { creatorId: 1, status: 1, deleted: 1, listKey: -1 } },
        { key: { status: 1, deleted: 1, listKey: -1 } },
      ],
    },
    [GOODY_PURCHASES]: {
      indexes: [
        { key: { customerId: 1, purchasedAt: -1 } },
        { key: { goodyBagId: 1, customerId: 1 } },
      ],
    },
  },
  async handle(event, context) {
    if (event.type !== 'GoodiesSold') return handleBag(event, context);
    const already = await context
      .collection<GoodyPurchaseDoc>(GOODY_PURCHASES)
      .findOne({ _id: event.data.saleId });
    if (already) return [];
    const bag = await context
      .collection<GoodyBagDoc>(GOODY_BAGS)
      .findOne({ _id: event.data.goodyBagId });
    const count: DocumentOp[] = bag
      ? [
          documentOp<GoodyBagDoc>(
            GOODY_BAGS,
            {
              updateOne: {
                filter: { _id: bag._id },
                update: { $inc: { salesCount: 1 } },
              },
            },
            { owner: ownedByCreator(bag.creatorId) },
          ),
        ]
      : [];
    return [...handleSale(event), ...count];
  },
});
