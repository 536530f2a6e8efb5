/** Query keys of the tips feature (its commands refresh the subscriptions page rows too). */
export const tipKeys = {
  all: ['tips'] as const,
};
