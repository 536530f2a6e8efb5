import { Injectable } from '@nestjs/common';
import {
  type ManagedPackageView,
  type PackagePerks,
  type PackageStatus,
  type PackageView,
  PERKS_USED_STATUSES,
  type SubscriptionEndReason,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@flirtwire/contracts';
import {
  cancellationRate,
  PACKAGES,
  type PackageDoc,
  type SubscriptionDoc,
} from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';
import { MoneyFacts } from '../money-facts.js';
import { offeringIdFor } from '../offerings/offering.decider.js';
import {
  initialSubscriptionState,
  type InternalStatus,
  type SubscriptionState,
} from '../subscription.decider.js';

const FORMATTED_STATUS: Record<PackageStatus, string> = {
  pending_onboarding: 'Pending Onboarding',
  public_package: 'Public',
  private_package: 'Private',
  deleted_package: 'Deleted',
};

function apiStatus(status: InternalStatus): SubscriptionStatus {
  return status === 'expired' ? 'cancelled' : status;
}

/**
 * The subscriptions read model's document for a decider state: command answers are built from
 * the stream itself (never stale), lists from the read model, both through the same view.
 */
export function docFromState(state: SubscriptionState): SubscriptionDoc {
  const plan = state.plan;
  const status = apiStatus(state.status);
  const paid = state.paid;
  const retries = state.billing?.retries ?? null;
  const usage = state.usage;
  return {
    _id: state.subscriptionId,
    customerId: state.customerId,
    creatorId: state.creatorId,
    kind: plan?.kind ?? 'feed',
    packageId: plan?.kind === 'package' ? plan.packageId : null,
    offeringId: plan?.kind === 'feed' ? plan.offeringId : null,
    status,
    endedReason: (state.endedReason as SubscriptionEndReason | null) ?? null,
    rateCents: state.rateCents,
    newRateCents: state.pendingRateCents,
    periodStart: paid?.periodStart ?? null,
    periodEnd: paid?.periodEnd ?? null,
    renewalDate:
      status === 'active' || status === 'needs_approval' ? (paid?.periodEnd ?? null) : null,
    endsAt:
      status === 'pending_cancel' ? state.endsAt : status === 'cancelled' ? state.endedAt : null,
    retryAt: status === 'charge_failed' ? state.retryAt : null,
    expiresAt: status === 'charge_failed' ? (retries?.[retries.length - 1] ?? state.retryAt) : null,
    failedPeriodStart: status === 'charge_failed' ? (state.billing?.periodStart ?? null) : null,
    perks: plan?.kind === 'package' ? plan.perks : null,
    usage: usage
      ? {
          periodStart: usage.periodStart,
          periodCalls: usage.periodCalls,
          periodVolleys: usage.periodVolleys,
          totalCalls: usage.totalCalls,
        }
      : null,
    message: plan?.kind === 'tribute' ? plan.message : null,
    fromChat: plan?.kind === 'tribute' ? plan.fromChat : false,
    parentTributeId: plan?.kind === 'tribute' ? plan.parentTributeId : null,
    firstSubscribedAt: state.anchor ?? '',
    updatedAt: '',
    nextActionAt: null,
    revision: -1,
  };
}

/** The stream state of a subscription that was never started, for "status none" answers. */
export function noSubscription(
  subscriptionId: string,
  customerId: string,
  creatorId: string,
  kind: SubscriptionDoc['kind'],
): SubscriptionDoc {
  return {
    ...docFromState({ ...initialSubscriptionState, subscriptionId, customerId, creatorId }),
    kind,
    firstSubscribedAt: '',
  };
}

interface PackageLike {
  readonly packageId: string;
  readonly creatorId: string;
  readonly rateCents: number;
  readonly status: PackageStatus;
  readonly perks: PackagePerks;
  readonly createdAt: string;
}

function packageView(p: PackageLike): PackageView {
  return {
    id: p.packageId,
    advisor_id: p.creatorId,
    rate: p.rateCents,
    status: p.status,
    formattedStatus: FORMATTED_STATUS[p.status],
    feedPerk: p.perks.feedAccess,
    callPerk: p.perks.freeMinutes
      ? {
          minutesPerCall: p.perks.callsPerSessionAmount,
          callsPerPeriod: p.perks.callsPerPeriodAmount,
          limitByPeriod: p.perks.callsLimitByPeriod,
        }
      : null,
    volleyPerk: p.perks.freeVolleys ? { volleysPerPeriod: p.perks.volleysPerPeriodAmount } : null,
    creationDate: p.createdAt,
  };
}

export function packageViewOfDoc(doc: PackageDoc): PackageView {
  return packageView({ ...doc, packageId: doc._id });
}

export function managedPackageView(doc: PackageDoc): ManagedPackageView {
  return {
    ...packageViewOfDoc(doc),
    deletedAt: doc.deletedAt,
    deletionDate: doc.deletionDate,
    activeSubscribersCount: doc.activeSubscribers,
    pendingExpirationCount: doc.pendingExpiration,
    expiredCount: doc.expired,
    cancellationRate: cancellationRate(doc),
  };
}

/**
 * Builds SubscriptionView rows: the subscription document plus what the page shows about the
 * Flirt (login, active, blocked), the package, the current offering and Perks Used.
 */
@Injectable()
export class SubscriptionViews {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly readModels: ReadModels,
  ) {}

  async many(docs: readonly SubscriptionDoc[]): Promise<SubscriptionView[]> {
    const packageIds = [...new Set(docs.flatMap((doc) => (doc.packageId ? [doc.packageId] : [])))];
    const packages = new Map<string, PackageView>();
    if (packageIds.length > 0) {
      const found = await this.readModels
        .collection<PackageDoc>(PACKAGES)
        .find({ _id: { $in: packageIds } })
        .toArray();
      for (const doc of found) packages.set(doc._id, packageViewOfDoc(doc));
    }
    return Promise.all(
      docs.map((doc) =>
        this.one(doc, doc.packageId ? (packages.get(doc.packageId) ?? null) : null),
      ),
    );
  }

  async one(doc: SubscriptionDoc, pkg: PackageView | null = null): Promise<SubscriptionView> {
    const [creator, blocked, offering] = await Promise.all([
      this.facts.account(doc.creatorId),
      this.facts.blocked(doc.creatorId, doc.customerId),
      doc.kind === 'feed' ? this.facts.offering(doc.creatorId) : Promise.resolve(null),
    ]);
    let packageOf = pkg;
    if (!packageOf && doc.packageId) {
      const found = await this.facts.package(doc.packageId);
      if (found.exists && found.perks) {
        packageOf = packageView({ ...found, perks: found.perks, createdAt: '' });
      }
    }
    const perks = doc.perks;
    const usage = doc.usage && doc.usage.periodStart === doc.periodStart ? doc.usage : null;
    const volleys = perks?.freeVolleys === true && this.facts.flag('free_chat_volleys');
    const perksUsed =
      perks !== null && PERKS_USED_STATUSES.includes(doc.status) && (perks.freeMinutes || volleys);
    const advisorActive = creator.exists && creator.active;
    return {
      id: doc._id,
      type: doc.kind,
      status: doc.status,
      ended_reason: doc.status === 'cancelled' ? doc.endedReason : null,
      needs_approval: doc.status === 'needs_approval',
      advisor_id: doc.creatorId,
      advisor_login: creator.login,
      advisor_active: advisorActive,
      // Feed onboarding belongs to the content module; a Flirt's account is what we know here.
      advisor_onboarding_complete: creator.setup === 'completed',
      advisor_blocked: blocked,
      rate: doc.rateCents,
      new_rate: doc.newRateCents,
      renewalDate: doc.renewalDate,
      subscription_ends_at: doc.status === 'charge_failed' ? doc.expiresAt : doc.endsAt,
      retry_at: doc.retryAt,
      billingPeriodStart: doc.periodStart,
      billingPeriodEnd: doc.periodEnd,
      available_offerings:
        offering?.offeringId && offering.rateCents !== null && this.offeringsOn()
          ? [{ id: offering.offeringId, rate: offering.rateCents }]
          : [],
      package: packageOf,
      current_charge: perks
        ? {
            feed_benefit: perks.feedAccess,
            callBenefit: perks.freeMinutes
              ? {
                  periodCallsUsed: usage?.periodCalls ?? 0,
                  limitByPeriod: perks.callsLimitByPeriod,
                  totalCallLimit: perks.callsPerPeriodAmount,
                  totalCallsUsed: doc.usage?.totalCalls ?? 0,
                  minutesPerCall: perks.callsPerSessionAmount,
                }
              : null,
            volleyBenefit: volleys
              ? {
                  periodVolleysUsed: usage?.periodVolleys ?? 0,
                  totalVolleyLimit: perks.volleysPerPeriodAmount,
                }
              : null,
          }
        : null,
      perks_used_available: perksUsed,
      message: doc.message,
      from_nf_chat: doc.fromChat,
      parent_monetary_tribute_id: doc.parentTributeId,
      first_subscribed_at: doc.firstSubscribedAt === '' ? null : doc.firstSubscribedAt,
    };
  }

  /** The plain subscription price is on sale only with recurring_package_tributes off. */
  offeringsOn(): boolean {
    return !this.facts.flag('recurring_package_tributes');
  }

  offeringIdFor(creatorId: string): string {
    return offeringIdFor(creatorId);
  }
}
