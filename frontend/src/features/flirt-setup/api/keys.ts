/** Query keys of the Flirt setup wizard. */
export const flirtSetupKeys = {
  all: ['flirt-setup'] as const,
  wizard: () => [...flirtSetupKeys.all, 'wizard'] as const,
  phones: () => [...flirtSetupKeys.all, 'phones'] as const,
  idVerification: () => [...flirtSetupKeys.all, 'id-verification'] as const,
};
