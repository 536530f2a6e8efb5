import { describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { streamIds } from './stream-ids.js';
import { streamCategories } from './vocabulary.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const options = [{ categories: ['call', 'post', 'customer', 'customer-tags', 'tips'] }];

tester.run('stream-ids', streamIds, {
  valid: [
    { code: 'const id = activityStreamId("call", callId);', options },
    { code: 'const id = postStreamId(postId);', options },
    { code: 'const postId = streamIdTail("post", streamId);', options },
    // Not stream ids: other words, a dash later, no expression, a DOM id of another shape.
    { code: 'const name = `postal-${code}`;', options },
    { code: 'const label = `${kind}-${id}`;', options },
    { code: 'const heading = `call-history`;', options },
    { code: 'const text = "call-" ;', options: [{ categories: [] }] },
    { code: 'const tip = "tips and tricks";', options },
    { code: 'const css = "post-card";', options },
    { code: 'const selector = "post-card" + suffix;', options: [{ categories: ['card'] }] },
  ],
  invalid: [
    {
      code: 'const id = `call-${callId}`;',
      options,
      errors: [{ messageId: 'template', data: { category: 'call' } }],
    },
    {
      code: 'store.readStream(`tips-${customerId}-${creatorId}`);',
      options,
      errors: [{ messageId: 'template', data: { category: 'tips' } }],
    },
    {
      code: 'const id = `customer-tags-${creatorId}`;',
      options,
      errors: [{ messageId: 'template', data: { category: 'customer-tags' } }],
    },
    {
      code: 'const id = "post-" + postId;',
      options,
      errors: [{ messageId: 'prefix', data: { category: 'post' } }],
    },
    {
      code: 'const id = "post-9f" + rest;',
      options,
      errors: [{ messageId: 'prefix', data: { category: 'post' } }],
    },
    {
      code: "const postId = streamId.slice('post-'.length);",
      options,
      errors: [{ messageId: 'prefix', data: { category: 'post' } }],
    },
  ],
});

describe('the stream categories the rule reads', () => {
  it('are the ones stream-ids.ts spells, dashed prefixes included', () => {
    const categories = streamCategories();
    expect(categories).toEqual(
      expect.arrayContaining(['user', 'call', 'customer-tags', 'goody-sale']),
    );
    expect(new Set(categories).size).toBe(categories.length);
  });
});
