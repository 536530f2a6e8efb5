import { type MailFolder } from '@flirtwire/contracts';

/** Query keys of the mail feature. */
export const mailKeys = {
  all: ['mail'] as const,
  folder: (folder: MailFolder, page: number) => [...mailKeys.all, 'folder', folder, page] as const,
  mail: (id: string) => [...mailKeys.all, 'mail', id] as const,
  unread: () => [...mailKeys.all, 'unread'] as const,
  settings: () => [...mailKeys.all, 'settings'] as const,
  quote: (recipient: string) => [...mailKeys.all, 'quote', recipient] as const,
  draft: (id: string) => [...mailKeys.all, 'draft', id] as const,
};
