/** Query keys of the payee's tax forms. */
export const taxFormKeys = {
  list: ['tax-forms'] as const,
  detail: (id: string) => [...taxFormKeys.list, id] as const,
};
