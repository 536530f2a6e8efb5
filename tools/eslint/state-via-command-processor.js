// A stream's state is folded in one place: CommandProcessor.state() (with stateWithRevision
// for its revision), whose cache reads only the events after the last fold. Reading a stream
// or the log straight from the event store and folding it by hand (`store.readStream(...)` then
// `fold(decider, events)`) was written five more ways, each without the cache and each with
// its own idea of which events count. Only the command processor, the projection runner (and
// the event store itself, the audit that reads the log by design) read the store.

const MESSAGE =
  "Load a stream's state with CommandProcessor.state() / stateWithRevision(); read models come from the projection runner.";

const READS = new Set(['readStream', 'readAll', 'readCategory', 'readBackwards']);
/** The names an event store goes by here (this.store, this.events, eventStore, log…). */
const STORE_NAMES = /^(store|events|eventStore|eventLog|log)$/;

function receiverName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return node.property.name;
  }
  return null;
}

export const stateViaCommandProcessor = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Refuse reading the event store and folding streams outside the command processor and the projection runner',
    },
    schema: [],
    messages: {
      read: `\`{{receiver}}.{{method}}()\` reads the event store directly. ${MESSAGE}`,
      fold: `\`fold()\` folds a stream by hand. ${MESSAGE}`,
    },
  },
  create(context) {
    const foldNames = new Set();
    return {
      ImportDeclaration(node) {
        if (!/domain\/decider(\.js)?$/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'fold') {
            foldNames.add(specifier.local.name);
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && foldNames.has(callee.name)) {
          context.report({ node, messageId: 'fold' });
          return;
        }
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          READS.has(callee.property.name)
        ) {
          const receiver = receiverName(callee.object);
          if (receiver && STORE_NAMES.test(receiver)) {
            context.report({
              node,
              messageId: 'read',
              data: { receiver, method: callee.property.name },
            });
          }
        }
      },
    };
  },
};

export default { rules: { 'state-via-command-processor': stateViaCommandProcessor } };
