import { describe, expect, it } from '@jest/globals';
import { shadowDocumentBudget } from './replay-run.js';

describe('the memory shadow budget', () => {
  it('is half of the free heap at about 1 KB a document', () => {
    // Node's default heap on a 64-bit machine, small data loaded.
    expect(
      shadowDocumentBudget({ heap_size_limit: 4_300_000_000, used_heap_size: 300_000_000 }),
    ).toBe(2_000_000);
    // The large demo data (about 3.2M live documents) on the README's 16 GB heap.
    expect(
      shadowDocumentBudget({ heap_size_limit: 17_200_000_000, used_heap_size: 3_200_000_000 }),
    ).toBe(7_000_000);
    // The same data on the default heap does not fit: the replay rebuilds in the read store.
    expect(
      shadowDocumentBudget({ heap_size_limit: 4_300_000_000, used_heap_size: 3_200_000_000 }),
    ).toBe(550_000);
    expect(shadowDocumentBudget({ heap_size_limit: 1_000, used_heap_size: 2_000 })).toBe(0);
  });

  it('reads this process’s heap by default', () => {
    expect(shadowDocumentBudget()).toBeGreaterThan(0);
  });
});
