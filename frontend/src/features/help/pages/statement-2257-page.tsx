export function Statement2257Page() {
  return (
    <>
      <p>18 U.S.C. §2257 Record-Keeping Requirements Compliance Statement.</p>
      <p>
        Every person who appears in visual content published on Flirtwire was at least 18 years old
        when the content was created. Flirts prove their identity and age before they can publish.
      </p>
      <p>
        Flirtwire is not the primary producer of the content its Flirts publish. Each Flirt is the
        producer of their own content and keeps the records the law requires for it. Records for
        content Flirtwire itself produces are kept by its custodian of records.
      </p>
      <p>All content is reviewed by automated moderation and by a person before it is published.</p>
    </>
  );
}
