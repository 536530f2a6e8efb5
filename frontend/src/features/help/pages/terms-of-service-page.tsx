import type { ReactNode } from 'react';
import { ScreenLink } from '../components/screen-link';

interface Section {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/** The Terms of Service: 21 numbered sections, each with an in-page anchor. */
const TOS_SECTIONS: readonly Section[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using Flirtwire you agree to these terms, to our{' '}
        <a href="/help/privacy_policy">Privacy Policy</a>, our{' '}
        <a href="/help/complaints">Complaints Policy</a> and our{' '}
        <a href="/help/contentremoval">Content Removal Policy</a>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Flirtwire',
    body: (
      <p>
        You must be at least 18 years old, or the age of majority where you live if that is higher.
        You may hold one account. We may ask you to prove your age at any time.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        Keep your password and PIN secret; you are responsible for what is done with your account.
        You may close your account at any time from{' '}
        <ScreenLink href="/account/close">your account</ScreenLink>; closing takes up to 24 hours.
      </p>
    ),
  },
  {
    id: 'rulesmembers',
    title: 'Rules for members',
    body: (
      <ul>
        <li>Treat Flirts and other members with respect; no threats, harassment or hate.</li>
        <li>Never ask for or offer meetings in person, or contact details outside Flirtwire.</li>
        <li>Never record, copy or share a Flirt&apos;s calls, messages or content.</li>
        <li>Never use someone else&apos;s card or account.</li>
      </ul>
    ),
  },
  {
    id: 'additionalrulesFlirts',
    title: 'Additional rules for Flirts',
    body: (
      <ul>
        <li>You prove your identity and age before you publish or are paid.</li>
        <li>You publish only content you made and own, showing only consenting adults.</li>
        <li>You keep the records the law requires for your content.</li>
        <li>
          You keep your <ScreenLink href="/account/payout">payout information</ScreenLink> true and
          current, and you are responsible for your own taxes.
        </li>
        <li>
          You honour what your <a href="/subscriptions">subscriptions</a> and packages promise for
          as long as they are paid for.
        </li>
      </ul>
    ),
  },
  {
    id: 'ContentModerationPolicy',
    title: 'Content moderation policy',
    body: (
      <p>
        Everything uploaded to Flirtwire is reviewed by automated moderation and by a person before
        it is published. We reject or remove content that breaks the law or these terms, and tell
        the Flirt why. Reports of published content are reviewed within 7 business days.
      </p>
    ),
  },
  {
    id: 'unauthimages',
    title: 'Unauthorized images',
    body: (
      <p>
        Publishing an image or video of a person without their consent is forbidden. A person shown
        without consent may ask for its removal under our{' '}
        <a href="/help/contentremoval">Content Removal Policy</a>; we answer within 7 business days.
      </p>
    ),
  },
  {
    id: 'DMCA',
    title: 'Copyright and DMCA',
    body: (
      <p>
        We respect copyright and answer notices under the Digital Millennium Copyright Act. Send a
        notice as our <a href="/help/contentremoval">Content Removal Policy</a> describes; accounts
        that infringe repeatedly are closed.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and site dollars',
    body: (
      <>
        <p>
          Prices are set by each Flirt and shown before you buy. A positive balance of site dollars
          that has been dormant for 12 months is charged an account maintenance fee of $2.00 per
          month.
        </p>
        <p>
          If something was not as it should have been, support may grant a satisfaction credit of up
          to $25, paid in site dollars (see our{' '}
          <a href="/help/satisfaction_guarantee">Satisfaction Guarantee</a>).
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Billing',
    body: (
      <>
        <p>
          Charges appear on your card statement under a generic services label. A feed subscription
          is charged monthly to your default card until you cancel it from{' '}
          <a href="/subscriptions">your subscriptions</a>. If a recurring payment fails, the
          subscription is cancelled.
        </p>
        <p>
          Manage your cards from{' '}
          <ScreenLink href="/account/payment_methods">your payment methods</ScreenLink>.
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts to Flirts',
    body: (
      <p>
        Flirts are paid by check, ACH, Paxum or MassPay, as chosen on their{' '}
        <ScreenLink href="/account/payout">payout page</ScreenLink>. Flirts eligible to work in the
        United States receive a Form 1099-K when their gross payments reach the reporting threshold.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        We never sell member data. Calls are placed by us, so phone numbers stay hidden, and are not
        recorded. Read our <a href="/help/privacy_policy">Privacy Policy</a>.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <p>
        Complaints are reviewed within 7 business days, as our{' '}
        <a href="/help/complaints">Complaints Policy</a> describes.
      </p>
    ),
  },
  {
    id: 'affiliates',
    title: 'Affiliates',
    body: (
      <p>
        Affiliates are paid under our <a href="/help/affiliate_agreement">Affiliate Agreement</a>.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You will indemnify Flirtwire against claims arising from your content or from your breach of
        these terms. This obligation survives for 4 years after your account is closed.
      </p>
    ),
  },
  {
    id: 'warranties',
    title: 'Disclaimer of warranties',
    body: (
      <p>
        Flirtwire connects members and Flirts; Flirts are independent and we do not guarantee what
        they say or publish. The service is provided as it is, without warranties the law allows us
        to exclude.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        Our liability to you is limited to the greater of the fees you paid us in the 12 months
        before the claim, or $100.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes',
    body: (
      <ul>
        <li>
          Disputes over $1,000: we first meet to negotiate within 60 days; if that fails, the
          dispute goes to arbitration, and the arbitrator gives a written opinion within 30 days.
        </li>
        <li>
          Disputes of $1,000 or less: after a 30-day cure period, either side may go to small claims
          court in San Francisco.
        </li>
        <li>Attorney fees awarded under these terms are capped at $10,000.</li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: <p>We notify members of changes to these terms 30 days before they take effect.</p>,
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close an account that breaks these terms. Money owed to a Flirt for
        services delivered before closure is still paid out.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms go to our support team. To keep browsing, go back to{' '}
        <a href="/">the Flirts</a>.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <>
      <nav aria-label="Sections" className="help-toc">
        <ol>
          {TOS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="help-sections">
        {TOS_SECTIONS.map((section) => (
          <li key={section.id} id={section.id}>
            <h2>{section.title}</h2>
            {section.body}
          </li>
        ))}
      </ol>
    </>
  );
}
