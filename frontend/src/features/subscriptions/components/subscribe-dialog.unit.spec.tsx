import { describe, expect, it } from '@jest/globals';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SubscribeBody } from './subscribe-dialog';

// The unit-test transform compiles JSX to React.createElement (Vite uses the automatic runtime).
Object.assign(globalThis, { React });

const noop = () => undefined;

describe('the Subscribe modal', () => {
  it('shows the price per month and the benefits list', () => {
    const html = renderToStaticMarkup(
      <SubscribeBody
        rate={999}
        packages={null}
        cardLastFour="4242"
        pending={false}
        onSubscribe={noop}
        onClose={noop}
      />,
    );
    expect(html).toContain('$9.99</strong> per month');
    expect(html).toContain('Unlock every subscriber post');
    expect(html).toContain('Charged monthly to your default card ending in 4242.');
  });

  it('with packages, offers each public package with its perks and price, the first chosen', () => {
    const html = renderToStaticMarkup(
      <SubscribeBody
        rate={null}
        packages={[
          {
            id: 'p1',
            advisor_id: 'f',
            rate: 1499,
            status: 'public_package',
            formattedStatus: 'Public',
            feedPerk: true,
            callPerk: { minutesPerCall: 3, callsPerPeriod: 10, limitByPeriod: true },
            volleyPerk: null,
            creationDate: '2026-11-01T00:00:00.000Z',
          },
          {
            id: 'p2',
            advisor_id: 'f',
            rate: 2999,
            status: 'public_package',
            formattedStatus: 'Public',
            feedPerk: false,
            callPerk: null,
            volleyPerk: { volleysPerPeriod: 20 },
            creationDate: '2026-11-01T00:00:00.000Z',
          },
        ]}
        cardLastFour={null}
        pending={false}
        onSubscribe={noop}
        onClose={noop}
      />,
    );
    expect(html).toContain('Choose a package');
    expect(html).toContain('$14.99 per month');
    expect(html).toContain('10 free 3-minute calls per month');
    expect(html).toContain('$29.99 per month');
    expect(html).toContain('20 free chat volleys per month');
    expect(html).toContain('checked="" value="p1"');
  });
});
