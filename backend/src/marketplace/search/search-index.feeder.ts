import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  type EventEnvelope,
  type ListingRow,
  READ_MODELS,
  type SearchDocument,
  searchDocumentId,
} from '@flirtwire/contracts';
import {
  ADVISORS,
  type AdvisorRow,
  type ChangeNotice,
  defineReactor,
  GOODY_BAGS,
  type GoodyBagDoc,
} from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ReadModels } from '../../read-side/read-models.js';
import { ChangeNotices, ProjectionHost } from '../../read-side/projection-host.js';
import { SEARCH_INDEX, type SearchIndex } from '../../infrastructure/search/search-index.port.js';
import {
  chatProfileSearchDocument,
  goodySearchDocument,
  listingSearchDocument,
} from './search-documents.js';

const LISTINGS = READ_MODELS.listings;
const FOLLOWED = new Set<string>([LISTINGS, GOODY_BAGS, ADVISORS]);
/** Rows read per batch when loading everything. */
const LOAD_BATCH = 2_000;

/**
 * The search index's track on the projection runner (its checkpoint, status and lag on
 * /ops/projections): searches name it in `@ReadsProjections`, so `?after=` waits for it.
 */
export const SEARCH_INDEX_TRACK = 'search-index';
/** The projections whose read models the index is built from. */
const UPSTREAM = ['marketplace-listings', 'goodies', 'advisor-directory'] as const;

/**
 * Keeps the search index a copy of the read models it is built from (listings, goody bags, and
 * the Flirts' logins and genders): everything at start, then, as a reactor of the projection
 * runner (`search-index`, after those projections), the documents each of their events names.
 * A projection switched to a rebuilt version announces it, which reloads the index; so the
 * index rebuilds from the log too (docs/adr/0111). Reloads and refreshes run one at a time.
 */
@Injectable()
export class SearchIndexFeeder implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SearchIndex');
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readModels: ReadModels,
    private readonly notices: ChangeNotices,
    private readonly host: ProjectionHost,
  ) {}

  async onModuleInit(): Promise<void> {
    // With PROJECTIONS=worker the projector process feeds the index both processes share; with
    // PROJECTIONS=off there are no read models to load it from.
    if (this.config.projections === 'inline') {
      void this.enqueue(() => this.reload());
      this.unsubscribe = this.notices.subscribe((batch) => {
        if (batch.some((notice) => FOLLOWED.has(notice.collection) && isReload(notice))) {
          void this.enqueue(() => this.reload());
        }
      });
    }
    const upstream = this.host.projections.filter((p) =>
      (UPSTREAM as readonly string[]).includes(p.name),
    );
    await this.host.register(
      defineReactor({
        name: SEARCH_INDEX_TRACK,
        eventTypes: [...new Set(upstream.flatMap((p) => p.eventTypes))],
        after: [...UPSTREAM],
        // A new track starts where the read models the first load reads have got to.
        startAt: () =>
          Promise.resolve(
            Math.min(...UPSTREAM.map((name) => this.host.catalog.record(name)?.checkpoint ?? 0)),
          ),
        handle: (event) => this.enqueue(() => this.refreshFor(event)),
      }),
    );
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Runs after every reload and refresh queued before it; a failure rejects (the runner retries). */
  private enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.queue.then(work);
    this.queue = done.catch((error: unknown) => {
      this.logger.error({ err: error, message: 'search index update failed' });
    });
    return done;
  }

  /** What an upstream event can change: its listing's or bag's documents, else its owner's. */
  private refreshFor(event: EventEnvelope): Promise<void> {
    const data = event.data as Partial<Record<string, unknown>>;
    const text = (key: string): string | null => {
      const value = data[key];
      return typeof value === 'string' ? value : null;
    };
    const listing = text('listingId');
    const bag = text('goodyBagId');
    const owner = text('creatorId') ?? text('userId');
    if (listing) return this.refresh([listing], [], []);
    if (bag) return this.refresh([], [bag], []);
    return this.refresh([], [], owner ? [owner] : []);
  }

  /** Empties the index and loads every listing and goody bag again. */
  async reload(): Promise<void> {
    await this.index.clear();
    const listings = this.readModels.collection<ListingRow>(LISTINGS);
    const bags = this.readModels.collection<GoodyBagDoc>(GOODY_BAGS);
    for (let skip = 0; ; skip += LOAD_BATCH) {
      const rows = await listings
        .find({ public: true }, { sort: { _id: 1 }, skip, limit: LOAD_BATCH })
        .toArray();
      await this.index.upsert(await this.listingDocuments(rows));
      if (rows.length < LOAD_BATCH) break;
    }
    for (let skip = 0; ; skip += LOAD_BATCH) {
      const rows = await bags
        .find(
          { status: 'published', deleted: false },
          { sort: { _id: 1 }, skip, limit: LOAD_BATCH },
        )
        .toArray();
      await this.index.upsert(await this.goodyDocuments(rows));
      if (rows.length < LOAD_BATCH) break;
    }
  }

  private async refresh(
    listingIds: readonly string[],
    bagIds: readonly string[],
    ownerIds: readonly string[],
  ): Promise<void> {
    const listings = this.readModels.collection<ListingRow>(LISTINGS);
    const bags = this.readModels.collection<GoodyBagDoc>(GOODY_BAGS);
    // A Flirt's login or gender shows on their listings, chat profile and bags.
    const listingRows = await listings
      .find({ $or: [{ _id: { $in: [...listingIds] } }, { creatorId: { $in: [...ownerIds] } }] })
      .toArray();
    const bagRows = await bags
      .find({ $or: [{ _id: { $in: [...bagIds] } }, { creatorId: { $in: [...ownerIds] } }] })
      .toArray();
    const gone = [
      ...listingIds.flatMap((id) => [
        searchDocumentId('listing', id),
        searchDocumentId('chat_profile', id),
      ]),
      ...bagIds.map((id) => searchDocumentId('goody_bag', id)),
    ];
    const documents = [
      ...(await this.listingDocuments(listingRows)),
      ...(await this.goodyDocuments(bagRows)),
    ];
    const kept = new Set(documents.map((document) => document._id));
    await this.index.remove(gone.filter((id) => !kept.has(id)));
    await this.index.upsert(documents);
  }

  private async advisors(ids: readonly string[]): Promise<Map<string, AdvisorRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.readModels
      .collection<AdvisorRow>(ADVISORS)
      .find({ _id: { $in: [...new Set(ids)] } })
      .toArray();
    return new Map(rows.map((row) => [row._id, row]));
  }

  private async listingDocuments(rows: readonly ListingRow[]): Promise<SearchDocument[]> {
    const advisors = await this.advisors(rows.filter((r) => r.type === 3).map((r) => r.creatorId));
    return rows.flatMap((row) =>
      [
        listingSearchDocument(row),
        chatProfileSearchDocument(row, advisors.get(row.creatorId) ?? null),
      ].filter((document): document is SearchDocument => document !== null),
    );
  }

  private async goodyDocuments(rows: readonly GoodyBagDoc[]): Promise<SearchDocument[]> {
    const advisors = await this.advisors(rows.map((r) => r.creatorId));
    return rows.flatMap((row) => {
      const document = goodySearchDocument(row, advisors.get(row.creatorId) ?? null);
      return document ? [document] : [];
    });
  }
}

/** A projection switched to a rebuilt version: every document may have changed. */
function isReload(notice: ChangeNotice): boolean {
  return notice.reason === 'rebuilt';
}
