import { describe, expect, it } from '@jest/globals';
import { staffMenu } from './menus';

describe('the staff consoles in the menu', () => {
  it('links finance staff to the finance console and the payouts, auditors to the audit console', () => {
    expect(staffMenu(['finance'])).toEqual([
      { label: 'Finance console', href: '/finance_console' },
      { label: 'Payouts', href: '/finance_console/payouts' },
    ]);
    expect(staffMenu(['auditor']).map((link) => link.href)).toEqual(['/audit/console']);
    expect(staffMenu(['customer'])).toEqual([]);
    expect(staffMenu(undefined)).toEqual([]);
  });
});
