export function ContentRemovalPage() {
  return (
    <>
      <p>
        You can ask us to remove content from Flirtwire that shows you without your consent, that
        you own the rights to, or that you believe is illegal.
      </p>
      <h2>What to send us</h2>
      <ul>
        <li>The address of each page or post concerned.</li>
        <li>Why it should be removed: it shows you, it is your work, or it breaks the law.</li>
        <li>How we can reach you.</li>
        <li>
          For copyright claims, the statement the Digital Millennium Copyright Act requires (see{' '}
          <a href="/help/tos#DMCA">Copyright and DMCA</a>).
        </li>
      </ul>
      <h2>How we handle it</h2>
      <p>
        We answer every removal request within 7 business days. While we review it, we may hide the
        content. Images published without the consent of the people in them are removed (see{' '}
        <a href="/help/tos#unauthimages">Unauthorized images</a>).
      </p>
      <p>
        Nothing is published without review: everything Flirts upload passes automated moderation
        and a human moderator first.
      </p>
    </>
  );
}
