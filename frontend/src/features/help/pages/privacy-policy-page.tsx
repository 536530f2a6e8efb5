import { ScreenLink } from '../components/screen-link';

export function PrivacyPolicyPage() {
  return (
    <>
      <p>
        This policy explains what Flirtwire collects about you, why, and what you can ask us to do
        with it. It is part of our <a href="/help/tos">Terms of Service</a>.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Your account: member name, email address, password (stored only as a one-way hash), time
          zone and, if you add one, your phone number.
        </li>
        <li>
          Your cards: our payment processor stores the card number; we keep only its brand, last
          four digits and expiry date.
        </li>
        <li>
          What you do here: follows, subscriptions, purchases, tributes, messages and feedback, so
          that we can provide the service, bill correctly and keep the history our auditors check.
        </li>
        <li>
          For Flirts: identity verification and payout details. Tax identification numbers are
          stored encrypted and are seen only by our finance staff, and every time they are shown it
          is recorded.
        </li>
      </ul>
      <h2>What we never do</h2>
      <ul>
        <li>We never sell member data, to anyone.</li>
        <li>
          We never show your phone number to a Flirt or a Flirt&apos;s to you: we place every call
          and connect both parties. Calls are not recorded.
        </li>
        <li>Your card statement shows a generic services label, never the name of a Flirt.</li>
      </ul>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct, export or erase the personal data we hold about you. We aim to
        answer a privacy request within 7 business days and always answer within 45 days. Some
        records must be kept after erasure because the law requires them (for example, payments a
        Flirt must report for tax purposes); those are kept with your personal details removed or
        encrypted.
      </p>
      <p>
        You can change your details from <ScreenLink href="/account">your account</ScreenLink> and
        close your account at any time; closing takes up to 24 hours.
      </p>
      <h2>Cookies</h2>
      <p>
        We use cookies to keep you signed in and to protect your account. Analytics cookies are set
        only if you agree to them.
      </p>
      <h2>Changes</h2>
      <p>We tell members about changes to this policy 30 days before they take effect.</p>
    </>
  );
}
