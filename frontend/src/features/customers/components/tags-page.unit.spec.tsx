import { describe, expect, it } from '@jest/globals';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TagRow } from './tags-page';

// The unit-test transform compiles JSX to React.createElement (Vite uses the automatic runtime).
Object.assign(globalThis, { React });

const row = (count: number) =>
  renderToStaticMarkup(
    <TagRow
      tag={{ name: 'VIP', type: 'user_tag', count, description: null }}
      onOpen={() => undefined}
    />,
  );

describe('Manage Tags counts (spec 002: 999+)', () => {
  it('shows a count up to 999 as it is', () => {
    expect(row(999)).toContain('>999</span>');
  });

  it("shows '999+' beyond 999, the exact count still read out", () => {
    const html = row(1_000);
    expect(html).toContain('>999+</span>');
    expect(html).toContain('aria-label="1000 customers"');
  });
});
