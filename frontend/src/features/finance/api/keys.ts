/** Query keys of the finance console: one root, so any finance command reads all of it again. */
export const financeKeys = {
  all: ['finance'] as const,
  payees: (year: number) => [...financeKeys.all, 'payees', year] as const,
  forms: (year: number) => [...financeKeys.all, 'forms', year] as const,
  thresholds: (year: number) => [...financeKeys.all, 'thresholds', year] as const,
  trace: (formId: string | null) => [...financeKeys.all, 'trace', formId] as const,
  reconciliation: (request: { from: string; to: string; page: number; pageSize: number }) =>
    [...financeKeys.all, 'reconciliation', request] as const,
  reconciliationRuns: () => [...financeKeys.all, 'reconciliation-runs'] as const,
};
