import { ScreenLink } from '../components/screen-link';

export function AffiliateAgreementPage() {
  return (
    <>
      <p>
        As a Flirtwire affiliate you share your referral link, and we pay you a one-time referral
        fee for every New Customer who joins through it.
      </p>
      <h2>Who counts as a New Customer</h2>
      <p>
        A New Customer is a person who joins Flirtwire for the first time through your link, is over
        18, adds a valid credit card, makes at least one paid call, and has no other account with
        us.
      </p>
      <p>
        No referral fee is paid for a person who was registered before, even if they sign up again
        with different details.
      </p>
      <h2>How you are paid</h2>
      <p>
        Referral fees are credited to your affiliate account once a month, and paid out with your
        other earnings by the payout method on your{' '}
        <ScreenLink href="/account/payout">payout page</ScreenLink>.
      </p>
      <h2>Rules</h2>
      <ul>
        <li>Promote Flirtwire only to adults, and never by unsolicited messages.</li>
        <li>Do not refer yourself or create accounts to earn fees.</li>
        <li>
          Follow our <a href="/help/tos">Terms of Service</a> and{' '}
          <a href="/help/trademark_notice">Trademark Notice</a>.
        </li>
      </ul>
      <p>We may change this agreement with 30 days&apos; notice.</p>
    </>
  );
}
