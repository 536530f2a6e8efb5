import { type AnyEventEnvelope, READ_MODELS, tagKey } from '@flirtwire/contracts';
import {
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';
import { customerRowIdOf, type CustomerDoc } from './customer-row.js';
import { CUSTOMER_ROWS, setOp } from './customer-row-writes.js';

export const CUSTOMER_TAGS = READ_MODELS.customerTags;

/** User and system tags of one Flirt with their counts (the Manage Tags page). */
export type TagDoc = {
  _id: string;
  creatorId: string;
  type: 'user_tag' | 'system_tag';
  /** tagKey(name): tags compare without case. */
  key: string;
  name: string;
  count: number;
  /** User tags: renamed or deleted (kept so redelivery cannot revive it). */
  deleted?: boolean;
  /** User tags: position of the last created / renamed / deleted event. */
  position?: number;
};

export const tagDocId = (creatorId: string, type: TagDoc['type'], name: string) =>
  `${creatorId}:${type === 'user_tag' ? 'u' : 's'}:${tagKey(name)}`;

type TagEvent<T extends AnyEventEnvelope['type']> = Extract<AnyEventEnvelope, { type: T }>;

/**
 * The counts of every tag that came or went on an event's rows, summed into one write per tag.
 */
export class TagCounts {
  private readonly tags = new Map<
    string,
    { creatorId: string; type: TagDoc['type']; name: string; by: number }
  >();

  /** Counts the names of `after` missing from `before` up, and those gone down. */
  diff(
    creatorId: string,
    type: TagDoc['type'],
    before: readonly string[],
    after: readonly string[],
  ): void {
    if (before === after) return;
    const was = new Set(before);
    const is = new Set(after);
    for (const name of is) if (!was.has(name)) this.count(creatorId, type, name, 1);
    for (const name of was) if (!is.has(name)) this.count(creatorId, type, name, -1);
  }

  private count(creatorId: string, type: TagDoc['type'], name: string, by: number): void {
    const id = tagDocId(creatorId, type, name);
    const entry = this.tags.get(id) ?? { creatorId, type, name, by: 0 };
    entry.by += by;
    this.tags.set(id, entry);
  }

  ops(): DocumentOp[] {
    const ops: DocumentOp[] = [];
    for (const [id, { creatorId, type, name, by }] of this.tags) {
      if (by === 0) continue;
      ops.push(
        documentOp<TagDoc>(
          CUSTOMER_TAGS,
          {
            updateOne: {
              filter: { _id: id },
              update: {
                $inc: { count: by },
                $setOnInsert: { creatorId, type, key: tagKey(name), name },
              },
              upsert: true,
            },
          },
          { owner: ownedByCreator(creatorId) },
        ),
      );
    }
    return ops;
  }
}

/** Tags applied to or removed from the chosen customers' rows. */
export function changeTags(
  event: TagEvent<'CustomerTagsApplied' | 'CustomerTagsRemoved'>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, customerIds, tags } = event.data;
  const apply = event.type === 'CustomerTagsApplied';
  const named = new Set(tags.map(tagKey));
  return eachUserTags(
    event,
    context,
    { _id: { $in: customerIds.map((id) => customerRowIdOf(creatorId, id)) } },
    (userTags) => {
      const had = new Set(userTags.map(tagKey));
      return apply
        ? [...userTags, ...tags.filter((tag) => !had.has(tagKey(tag)))]
        : userTags.filter((tag) => !named.has(tagKey(tag)));
    },
    true,
  );
}

/**
 * Changes the user tags of the rows `filter` selects, reading and writing nothing else: tags
 * touch no money, no system tag and no window (DayStarted rolls the windows), so a select-all
 * over 100,000 rows costs one small read and one `$set` of two fields per row.
 */
async function eachUserTags(
  event: Pick<AnyEventEnvelope, 'position'>,
  context: ProjectionContext,
  filter: Record<string, unknown>,
  change: (userTags: string[]) => string[],
  countUserTags: boolean,
): Promise<DocumentOp[]> {
  const rows = await context
    .collection<Pick<CustomerDoc, '_id' | 'creatorId' | 'userTags' | 'position'>>(CUSTOMER_ROWS)
    .find(filter, { projection: { creatorId: 1, userTags: 1, position: 1 } })
    .toArray();
  const ops: DocumentOp[] = [];
  const counts = new TagCounts();
  for (const row of rows) {
    if (row.position >= event.position) continue;
    const userTags = change(row.userTags);
    if (userTags.length === row.userTags.length && userTags.every((t, i) => t === row.userTags[i]))
      continue;
    ops.push(setOp(row._id, row.creatorId, { userTags, position: event.position }));
    if (countUserTags) counts.diff(row.creatorId, 'user_tag', row.userTags, userTags);
  }
  ops.push(...counts.ops());
  return ops;
}

/**
 * A user tag's life (created, renamed, deleted) is guarded by the position of its last
 * lifecycle event; a renamed or deleted tag stays as a tombstone, so a redelivered "created"
 * cannot bring it back.
 */
async function userTag(
  context: ProjectionContext,
  creatorId: string,
  name: string,
): Promise<TagDoc | null> {
  return context
    .collection<TagDoc>(CUSTOMER_TAGS)
    .findOne({ _id: tagDocId(creatorId, 'user_tag', name) });
}

function putUserTag(
  creatorId: string,
  name: string,
  fields: { count: number; deleted: boolean; position: number },
): DocumentOp {
  return documentOp<TagDoc>(
    CUSTOMER_TAGS,
    {
      replaceOne: {
        filter: { _id: tagDocId(creatorId, 'user_tag', name) },
        replacement: { creatorId, type: 'user_tag', key: tagKey(name), name, ...fields },
        upsert: true,
      },
    },
    { owner: ownedByCreator(creatorId) },
  );
}

export async function createTag(
  event: TagEvent<'CustomerTagCreated'>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, name } = event.data;
  const tag = await userTag(context, creatorId, name);
  if (tag && ((tag.position ?? 0) >= event.position || !tag.deleted)) return [];
  return [putUserTag(creatorId, name, { count: 0, deleted: false, position: event.position })];
}

export async function renameTag(
  event: TagEvent<'CustomerTagRenamed'>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, name, newName } = event.data;
  const tag = await userTag(context, creatorId, name);
  if (!tag || tag.deleted || (tag.position ?? 0) >= event.position) return [];
  const ops: DocumentOp[] = await eachUserTags(
    event,
    context,
    { creatorId, userTags: name },
    (userTags) => userTags.map((t) => (t === name ? newName : t)),
    false,
  );
  if (tagKey(newName) !== tagKey(name)) {
    ops.push(putUserTag(creatorId, name, { count: 0, deleted: true, position: event.position }));
  }
  ops.push(
    putUserTag(creatorId, newName, { count: tag.count, deleted: false, position: event.position }),
  );
  return ops;
}

export async function deleteTag(
  event: TagEvent<'CustomerTagDeleted'>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, name } = event.data;
  const tag = await userTag(context, creatorId, name);
  if (!tag || tag.deleted || (tag.position ?? 0) >= event.position) return [];
  const ops = await eachUserTags(
    event,
    context,
    { creatorId, userTags: name },
    (userTags) => userTags.filter((t) => t !== name),
    false,
  );
  ops.push(putUserTag(creatorId, name, { count: 0, deleted: true, position: event.position }));
  return ops;
}
