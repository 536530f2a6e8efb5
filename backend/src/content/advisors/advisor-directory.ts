import { Injectable } from '@nestjs/common';
import type { AdvisorView } from '@flirtwire/contracts';
import { ADVISORS, type AdvisorRow, type Filter } from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';
import { ViewerRelations } from '../feeds/viewer-relations.js';

/** The highest code point: `prefix` ≤ slug < `prefix + LAST` holds exactly the slugs it starts. */
const LAST = '\u{10FFFF}';

/**
 * Flirts as a viewer sees them (spec 000 §3 Advisor), read from the `advisors` read model.
 * Only people whose Flirt setup is complete are Flirts here; `blocked` is the viewer's block
 * either way.
 *
 * @example
 * const [ann] = await advisors.byLogins(viewerId, ['Ann']);
 */
@Injectable()
export class AdvisorDirectory {
  constructor(
    private readonly readModels: ReadModels,
    private readonly relations: ViewerRelations,
  ) {}

  private rows() {
    return this.readModels.collection<AdvisorRow>(ADVISORS);
  }

  async byLogin(viewerId: string | null, login: string): Promise<AdvisorView | null> {
    const row = await this.rows().findOne({ advisor: true, slug: login.toLowerCase() });
    return row ? ((await this.present(viewerId, [row]))[0] ?? null) : null;
  }

  /** The Flirts among `ids`, in the order asked (unknown ids are left out). */
  async byIds(viewerId: string | null, ids: readonly string[]): Promise<AdvisorView[]> {
    const rows = await this.rows()
      .find({ _id: { $in: [...new Set(ids)] }, advisor: true })
      .toArray();
    const byId = new Map(rows.map((row) => [row._id, row]));
    const ordered = ids.flatMap((id) => {
      const row = byId.get(id);
      byId.delete(id);
      return row ? [row] : [];
    });
    return this.present(viewerId, ordered);
  }

  /**
   * Active Flirts whose login starts with `prefix` (any case), in login order, of a gender or
   * all, without those in a block with the viewer.
   */
  async search(
    viewerId: string | null,
    prefix: string,
    gender: 0 | 1 | 2 | null,
    limit: number,
  ): Promise<AdvisorView[]> {
    const start = prefix.toLowerCase();
    const filter: Filter<AdvisorRow> = {
      advisor: true,
      ...(gender === null ? {} : { gender }),
      ...(start === '' ? {} : { slug: { $gte: start, $lt: start + LAST } }),
      active: true,
    };
    const views: AdvisorView[] = [];
    let skip = 0;
    // Blocked Flirts are dropped after reading, so read on until the page is full.
    for (;;) {
      const rows = await this.rows()
        .find(filter, { sort: { slug: 1 }, skip, limit: limit + 1 })
        .toArray();
      skip += rows.length;
      views.push(...(await this.present(viewerId, rows)).filter((view) => !view.blocked));
      if (views.length >= limit || rows.length <= limit) return views.slice(0, limit);
    }
  }

  private async present(
    viewerId: string | null,
    rows: readonly AdvisorRow[],
  ): Promise<AdvisorView[]> {
    const relations = await this.relations.withEach(
      viewerId,
      rows.map((row) => row._id),
    );
    return rows.map((row) => ({
      id: row._id,
      login: row.login,
      slug: row.slug,
      active: row.active,
      blocked: relations.get(row._id)?.blocked ?? false,
      onboarding_complete: row.onboardingComplete,
      chat_eligible: false,
      member_since: row.memberSince,
      gender: row.gender,
    }));
  }
}
