import { describe, expect, it } from '@jest/globals';
import { interleaved } from './sequencer.js';

describe('the order of a whole run after the harness suites', () => {
  const suite = (name, seconds) => ({ name, seconds });
  const isBrowser = (item) => item.name.startsWith('e2e');
  const order = (items) =>
    interleaved(items, (item) => item.seconds, isBrowser).map((item) => item.name);

  it('takes browser suites and the others in turn by the time placed so far', () => {
    const items = [
      suite('e2e-a', 60),
      suite('api-1', 40),
      suite('api-2', 30),
      suite('e2e-b', 30),
      suite('e2e-c', 20),
      suite('unit-1', 10),
    ];
    expect(order(items)).toEqual(['e2e-a', 'api-1', 'api-2', 'e2e-b', 'unit-1', 'e2e-c']);
  });

  it('keeps every suite once, and the order within each kind, when one kind runs out', () => {
    const items = [suite('api-1', 90), suite('e2e-a', 5), suite('e2e-b', 4), suite('e2e-c', 3)];
    expect(order(items)).toEqual(['e2e-a', 'api-1', 'e2e-b', 'e2e-c']);
    expect(order([])).toEqual([]);
  });
});
