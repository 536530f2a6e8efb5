import {
  LAPSE_STATUS_CHIPS,
  type LapseStatus,
  SYSTEM_TAG_RULES,
  type SystemTag,
  VALUE_TIER_CHIPS,
  type ValueTier,
} from '@flirtwire/contracts';

/** One colour per chip, the same everywhere (grid, lists, details, legend). */
const STATUS_CLASS: Record<LapseStatus, string> = {
  New: 'chip--new',
  Active: 'chip--active',
  '1-day Only': 'chip--one-day',
  Lapsing: 'chip--lapsing',
  Lapsed: 'chip--lapsed',
  'No spend': 'chip--no-spend',
  Unknown: 'chip--unknown',
};

const TIER_CLASS: Record<ValueTier, string> = {
  Highest: 'chip--tier-highest',
  High: 'chip--tier-high',
  Medium: 'chip--tier-medium',
  Low: 'chip--tier-low',
  '$0 L365D': 'chip--tier-zero',
  'No spend': 'chip--tier-zero',
};

/** A segment chip; its rule is its tooltip and its accessible description. */
export function StatusChip({ status }: { readonly status: LapseStatus }) {
  const rule = LAPSE_STATUS_CHIPS[status].explanation;
  return (
    <span className={`chip ${STATUS_CLASS[status]}`} title={rule}>
      {status}
    </span>
  );
}

export function ValueChip({ tier }: { readonly tier: ValueTier }) {
  const rule = VALUE_TIER_CHIPS[tier].explanation;
  return (
    <span className={`chip ${TIER_CLASS[tier]}`} title={rule}>
      {tier}
    </span>
  );
}

export function SystemTagChip({ tag }: { readonly tag: string }) {
  const rule = (SYSTEM_TAG_RULES as Record<string, string | undefined>)[tag as SystemTag];
  return (
    <span
      className={`chip ${tag === 'Blocked' ? 'chip--blocked' : 'chip--system-tag'}`}
      {...(rule ? { title: rule } : {})}
    >
      {tag}
    </span>
  );
}

export function UserTagChip({ tag }: { readonly tag: string }) {
  return <span className="chip chip--user-tag">{tag}</span>;
}

/** Every chip with its rule: the legend behind "What do the chips mean?". */
export function SegmentLegend({ cutoffs }: { readonly cutoffs?: string | null | undefined }) {
  return (
    <div className="legend-sections">
      <h3>Value (spend in the last 365 days)</h3>
      <dl className="legend">
        {(Object.keys(VALUE_TIER_CHIPS) as ValueTier[]).map((tier) => (
          <div key={tier} style={{ display: 'contents' }}>
            <dt>
              <ValueChip tier={tier} />
            </dt>
            <dd>{VALUE_TIER_CHIPS[tier].explanation}</dd>
          </div>
        ))}
      </dl>
      {cutoffs ? <p className="muted">{cutoffs}</p> : null}
      <h3 style={{ marginTop: 16 }}>Status (their own rhythm of paying)</h3>
      <dl className="legend">
        {(Object.keys(LAPSE_STATUS_CHIPS) as LapseStatus[]).map((status) => (
          <div key={status} style={{ display: 'contents' }}>
            <dt>
              <StatusChip status={status} />
            </dt>
            <dd>{LAPSE_STATUS_CHIPS[status].explanation}</dd>
          </div>
        ))}
      </dl>
      <h3 style={{ marginTop: 16 }}>System tags</h3>
      <dl className="legend">
        {(Object.keys(SYSTEM_TAG_RULES) as SystemTag[]).map((tag) => (
          <div key={tag} style={{ display: 'contents' }}>
            <dt>
              <SystemTagChip tag={tag} />
            </dt>
            <dd>{SYSTEM_TAG_RULES[tag]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
