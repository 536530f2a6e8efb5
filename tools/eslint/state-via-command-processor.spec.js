import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { stateViaCommandProcessor } from './state-via-command-processor.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('state-via-command-processor', stateViaCommandProcessor, {
  valid: [
    'const state = await this.commands.state(postDecider, postStreamId(postId));',
    'const { state, revision } = await this.commands.stateWithRevision(decider, id);',
    'const rows = await this.readModels.collection(READ_MODELS.calls).find({}).toArray();',
    // Other things called read*: files, request bodies, a fold of something else.
    'const text = fs.readFileSync(path);',
    'const stream = file.readStream();',
    "import { fold } from './paper.js'; fold(sheet);",
  ],
  invalid: [
    {
      code: 'const events = await this.store.readStream(streamId);',
      errors: [{ messageId: 'read', data: { receiver: 'store', method: 'readStream' } }],
    },
    {
      code: 'const page = await this.events.readAll({ fromPosition: 0 });',
      errors: [{ messageId: 'read', data: { receiver: 'events', method: 'readAll' } }],
    },
    {
      code: 'const events = await eventStore.readStream(id);',
      errors: [{ messageId: 'read' }],
    },
    {
      code: "import { fold } from '../../shared/domain/decider.js'; const s = fold(tagsDecider, events);",
      errors: [{ messageId: 'fold' }],
    },
    {
      code: "import { fold as replay } from '../shared/domain/decider.js'; replay(d, events);",
      errors: [{ messageId: 'fold' }],
    },
  ],
});
