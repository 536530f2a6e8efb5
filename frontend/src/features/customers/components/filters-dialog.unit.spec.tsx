import { describe, expect, it } from '@jest/globals';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PackageChoicesResponse } from '@flirtwire/contracts';
import { packageChoices } from '../api/get-packages';
import { PackagesFilter } from './filters-dialog';

// The unit-test transform compiles JSX to React.createElement (Vite uses the automatic runtime).
Object.assign(globalThis, { React });

const id = (n: number) => `0190a000-0000-7000-8000-00000000000${String(n)}`;

/** What GET /client_api/packages answers a Flirt (ManagedPackageView, more fields than read). */
const answer = {
  packages: [
    {
      id: id(1),
      advisor_id: id(9),
      rate: 1499,
      status: 'public_package',
      formattedStatus: 'Public',
      feedPerk: true,
      activeSubscribersCount: 3,
    },
    {
      id: id(2),
      advisor_id: id(9),
      rate: 999,
      status: 'private_package',
      formattedStatus: 'Private',
    },
  ],
};

const dialog = (packages: readonly { id: string; name: string }[] | null) =>
  renderToStaticMarkup(
    <PackagesFilter packages={packages} chosen={[id(2)]} onChange={() => undefined} />,
  );

describe('Advanced Search packages filter', () => {
  it("offers the Flirt's packages, told apart by price and status", () => {
    const choices = packageChoices(PackageChoicesResponse.parse(answer));
    expect(choices).toEqual([
      { id: id(1), name: '$14.99 a month' },
      { id: id(2), name: '$9.99 a month (Private)' },
    ]);
    const html = dialog(choices);
    expect(html).toContain('$14.99 a month');
    expect(html).toContain('$9.99 a month (Private)');
    expect(html).not.toContain('Packages are not available right now.');
    // A package already in the filters comes up ticked.
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });

  it('says so when there are none, or when they cannot be listed', () => {
    expect(dialog([])).toContain('You have no packages yet.');
    expect(dialog(null)).toContain('Packages are not available right now.');
  });
});
