export function SatisfactionGuaranteePage() {
  return (
    <>
      <p>
        If a call, chat or purchase on Flirtwire was not what it should have been, tell our support
        team. We can grant a satisfaction credit of up to $25, paid in site dollars to your account
        balance. The credit and its reason show in your transactions, and your balance on your
        account page.
      </p>
      <p>
        Every request is reviewed by a person and answered within 7 business days. See{' '}
        <a href="/help/tos#fees">Fees</a> in our Terms of Service.
      </p>
    </>
  );
}
