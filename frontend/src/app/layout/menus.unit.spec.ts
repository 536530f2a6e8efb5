import { describe, expect, it } from '@jest/globals';
import { hasSimplifiedHeader, staffMenu } from './menus';

describe('the staff consoles in the menu', () => {
  it('links finance staff to the finance console, the payouts, the credit approvals and the reconciliation, auditors to the reconciliation and the audit console', () => {
    expect(staffMenu(['finance'])).toEqual([
      { label: 'Finance console', href: '/finance_console' },
      { label: 'Payouts', href: '/finance_console/payouts' },
      { label: 'Credit approvals', href: '/finance_console/credits' },
      { label: 'Reconciliation', href: '/finance_console/reconciliation' },
    ]);
    expect(staffMenu(['auditor']).map((link) => link.href)).toEqual([
      '/finance_console/reconciliation',
      '/audit/console',
    ]);
    expect(
      staffMenu(['finance', 'auditor']).filter((link) => link.label === 'Reconciliation'),
    ).toHaveLength(1);
    expect(staffMenu(['customer'])).toEqual([]);
    expect(staffMenu(undefined)).toEqual([]);
  });
});

describe('the simplified header', () => {
  it('is on the call page of a listing only', () => {
    expect(hasSimplifiedHeader('/call/listing/42')).toBe(true);
    expect(hasSimplifiedHeader('/call/listing/42/')).toBe(true);
    expect(hasSimplifiedHeader('/call/listing')).toBe(false);
    expect(hasSimplifiedHeader('/feed/home')).toBe(false);
    expect(hasSimplifiedHeader('/call/listing/42/extra')).toBe(false);
  });
});

describe('the moderators’ and admins’ consoles in the menu', () => {
  it('links moderators to /moderation and admins to /admin, each only to their own', () => {
    expect(staffMenu(['customer', 'moderator'])).toEqual([
      { label: 'Moderation console', href: '/moderation' },
    ]);
    expect(staffMenu(['customer', 'admin'])).toEqual([{ label: 'Admin console', href: '/admin' }]);
    expect(staffMenu(['finance', 'moderator', 'admin']).map((link) => link.href)).toEqual([
      '/finance_console',
      '/finance_console/payouts',
      '/finance_console/credits',
      '/finance_console/reconciliation',
      '/moderation',
      '/admin',
    ]);
  });
});
