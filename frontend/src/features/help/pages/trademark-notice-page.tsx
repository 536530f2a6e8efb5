export function TrademarkNoticePage() {
  return (
    <>
      <p>
        Flirtwire, NF+ and the Flirtwire logo are trademarks of Flirtwire. You may not use them in a
        way that suggests we endorse you, your product or your service, or in a way that could
        confuse people about who provides a service.
      </p>
      <p>
        Other names and marks shown on the site belong to their owners. Flirts may use their own
        member name and images on their storefront; they may not use anyone else&apos;s trademark.
      </p>
      <p>
        To report a use of a trademark, follow our{' '}
        <a href="/help/contentremoval">Content Removal Policy</a>; we answer within 7 business days.
      </p>
    </>
  );
}
