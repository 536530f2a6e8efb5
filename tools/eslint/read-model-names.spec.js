import { describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { readModelNames } from './read-model-names.js';
import { readModelNames as namesOfReadModels } from './vocabulary.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const options = [{ names: ['calls', 'mailbox', 'chat_conversations', 'fm_items'] }];

tester.run('read-model-names', readModelNames, {
  valid: [
    { code: 'store.collection(READ_MODELS.calls);', options },
    { code: 'if (notice.collection !== READ_MODELS.chatConversations) skip();', options },
    { code: 'const MAILBOX = READ_MODELS.mailbox;', options },
    { code: 'isReadModel(notice.collection, READ_MODELS.calls);', options },
    { code: 'defineProjection({ collections: { [READ_MODELS.fmItems]: {} } });', options },
    // The same words that are not read models: query keys, routes, tabs, projection names.
    { code: "const keys = { all: ['calls'] };", options },
    { code: "const tab = 'mailbox';", options },
    { code: "defineProjection({ name: 'calls' });", options },
    { code: "if (tab === 'calls') open();", options },
    { code: "store.collection('_projections');", options },
  ],
  invalid: [
    {
      code: "store.collection('calls');",
      options,
      errors: [{ messageId: 'literal', data: { name: 'calls' } }],
    },
    {
      code: "this.readModels.collection('fm_items').find({});",
      options,
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "if (notice.collection !== 'chat_conversations') skip();",
      options,
      errors: [{ messageId: 'literal', data: { name: 'chat_conversations' } }],
    },
    {
      code: "const MAILBOX_COLLECTION = 'mailbox';",
      options,
      errors: [{ messageId: 'literal', data: { name: 'mailbox' } }],
    },
    {
      code: "isReadModel(notice.collection, 'calls');",
      options,
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "scheduler.register({ name: 'encode', readModels: ['fm_items'] });",
      options,
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "const figure = { collection: 'calls' };",
      options,
      errors: [{ messageId: 'literal' }],
    },
    {
      code: 'defineProjection({ collections: { fm_items: { indexes: [] } } });',
      options,
      errors: [{ messageId: 'literal', data: { name: 'fm_items' } }],
    },
  ],
});

describe('the read-model names the rule reads', () => {
  it('are the values of READ_MODELS', () => {
    const names = namesOfReadModels();
    expect(names).toEqual(expect.arrayContaining(['calls', 'mailbox', 'chat_conversations']));
    expect(new Set(names).size).toBe(names.length);
  });
});
