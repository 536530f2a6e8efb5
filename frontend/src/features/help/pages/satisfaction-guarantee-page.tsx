export function SatisfactionGuaranteePage() {
  return (
    <>
      <p>
        If a call, chat or purchase on Flirtwire was not what it should have been, tell our support
        team. We can grant a satisfaction credit of up to $25, paid in site dollars to your account
        balance, which you can spend on anything on Flirtwire.
      </p>
      <p>
        Every request is reviewed by a person and answered within 7 business days. See{' '}
        <a href="/help/tos#fees">Fees</a> in our Terms of Service.
      </p>
    </>
  );
}
