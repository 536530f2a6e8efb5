import { ScreenLink } from '../components/screen-link';

export function AboutPage() {
  return (
    <>
      <p>
        Flirtwire is a marketplace for adults. Members call, chat with, write to, subscribe to and
        tip independent performers, sellers and advisors, whom we call Flirts, and buy their
        goodies: bundles of photos, videos and audio. Each Flirt has a storefront with their
        listings, goodies, monthly packages and a feed of posts. The paid part of a Flirt&apos;s
        feed is called NF+.
      </p>
      <h2>Who can join</h2>
      <p>
        Every member must be at least 18 years old, or the age of majority where they live if that
        is higher. Flirts prove their identity before they can publish or be paid.
      </p>
      <h2>Privacy and discretion</h2>
      <ul>
        <li>We never sell member data.</li>
        <li>
          We place every call ourselves and connect both parties, so neither side ever sees the
          other&apos;s phone number. Calls are not recorded.
        </li>
        <li>Charges appear on card statements under a generic services label.</li>
      </ul>
      <h2>Safety</h2>
      <p>
        Everything a Flirt uploads is checked by automated moderation and by a person before it is
        published. Complaints and content removal requests are answered within 7 business days: see
        our <a href="/help/complaints">Complaints Policy</a> and{' '}
        <a href="/help/contentremoval">Content Removal Policy</a>.
      </p>
      <h2>For Flirts</h2>
      <p>
        Flirts set their own prices, publish a feed, sell packages and goodies, receive tributes,
        and are paid out by check, ACH, Paxum or MassPay. Flirts who are eligible to work in the
        United States receive their tax forms in their account. Read the{' '}
        <a href="/help/tos#additionalrulesFlirts">additional rules for Flirts</a> and set up your{' '}
        <ScreenLink href="/account/payout">payout information</ScreenLink>.
      </p>
    </>
  );
}
