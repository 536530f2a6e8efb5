import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  type ListingRow,
  READ_MODELS,
  type SearchDocument,
  searchDocumentId,
} from '@flirtwire/contracts';
import {
  ADVISORS,
  type AdvisorRow,
  type ChangeNotice,
  GOODY_BAGS,
  type GoodyBagDoc,
} from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';
import { ChangeNotices } from '../../read-side/projection-host.js';
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
 * Keeps the search index a copy of the read models it is built from (listings, goody bags, and
 * the Flirts' logins and genders): everything at start, then each change those models announce.
 * Those models rebuild from the event log, and a rebuilt one is announced as such, which
 * reloads the index; so the index rebuilds from the log too (docs/adr/0111).
 */
@Injectable()
export class SearchIndexFeeder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SearchIndex');
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    private readonly readModels: ReadModels,
    private readonly notices: ChangeNotices,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.notices.subscribe((batch) => {
      this.onNotices(batch);
    });
    this.enqueue(() => this.reload());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Resolves once every change announced so far is in the index (searches wait for it). */
  settled(): Promise<void> {
    return this.queue;
  }

  private onNotices(batch: readonly ChangeNotice[]): void {
    const relevant = batch.filter((notice) => FOLLOWED.has(notice.collection));
    if (relevant.length === 0) return;
    if (relevant.some((notice) => notice.ids === null || notice.reason === 'rebuilt')) {
      this.enqueue(() => this.reload());
      return;
    }
    const listings = new Set<string>();
    const bags = new Set<string>();
    const owners = new Set<string>();
    for (const notice of relevant) {
      const ids = notice.ids ?? [];
      const target =
        notice.collection === LISTINGS
          ? listings
          : notice.collection === GOODY_BAGS
            ? bags
            : owners;
      for (const id of ids) target.add(id);
    }
    this.enqueue(() => this.refresh([...listings], [...bags], [...owners]));
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.logger.error({ err: error, message: 'search index update failed' });
    });
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
