const DAY = 86_400_000;

/** The calendar year of an instant in the reporting time zone (ADR 0080). */
function taxYearOf(ms: number): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(
      ms,
    ),
  );
}

/**
 * Calls reported 1 to 4 days before `back` more days fall in one tax year, `year`, whatever
 * today's date (further back in the first days of January).
 */
export function oneTaxYearBack(): { readonly back: number; readonly year: number } {
  let back = 0;
  while (taxYearOf(Date.now() - (back + 0.9) * DAY) !== taxYearOf(Date.now() - (back + 5) * DAY))
    back++;
  return { back, year: taxYearOf(Date.now() - (back + 1) * DAY) };
}
