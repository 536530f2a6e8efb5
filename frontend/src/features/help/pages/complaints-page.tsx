export function ComplaintsPage() {
  return (
    <>
      <p>
        If something on Flirtwire worries you — content, a Flirt&apos;s or a member&apos;s
        behaviour, a charge, or the way we handled a request — tell us. Every complaint is read by a
        person.
      </p>
      <h2>How to complain</h2>
      <ul>
        <li>Use Report on the post, comment or profile concerned, or</li>
        <li>write to our support team with what happened, when, and the member names involved.</li>
      </ul>
      <h2>What happens next</h2>
      <p>
        We review every complaint and answer within 7 business days. Content that breaks our{' '}
        <a href="/help/tos#ContentModerationPolicy">Content Moderation Policy</a> is removed, and
        accounts that break our <a href="/help/tos#rulesmembers">rules</a> may be suspended or
        closed. Illegal content is removed at once and reported to the authorities.
      </p>
      <p>
        To ask for removal of content that shows you or that you own, follow our{' '}
        <a href="/help/contentremoval">Content Removal Policy</a>.
      </p>
      <h2>Billing complaints</h2>
      <p>
        Questions about a charge are answered within the same 7 business days. See{' '}
        <a href="/help/tos#billing">Billing</a> in our Terms of Service.
      </p>
    </>
  );
}
