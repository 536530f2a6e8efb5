import { z } from 'zod';
import { Role } from '../shared/roles.js';
import { IdStatus } from './identity.events.js';

/** GET /client_api/admin/users?q=: a Member Name, an email address or an account id. */
export const AdminUserSearchQuery = z.object({
  q: z
    .string({ error: 'Please enter a Member Name, an email address or an account id.' })
    .trim()
    .min(1, 'Please enter a Member Name, an email address or an account id.')
    .max(254, 'Please enter at most 254 characters.'),
});
export type AdminUserSearchQuery = z.infer<typeof AdminUserSearchQuery>;

/** An account as admins see it: no personal data (no email, phone, card or tax id). */
export const AdminUserResponse = z.object({
  id: z.string(),
  login: z.string(),
  roles: z.array(Role),
  active: z.boolean(),
  is_advisor: z.boolean(),
  id_verification_status: IdStatus,
  flirt_setup_step: z.string().nullable(),
});
export type AdminUserView = z.infer<typeof AdminUserResponse>;

export const AdminUserSearchResponse = z.object({ users: z.array(AdminUserResponse) });
export type AdminUserSearchResponse = z.infer<typeof AdminUserSearchResponse>;
