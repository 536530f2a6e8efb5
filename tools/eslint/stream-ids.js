// Stream ids are built only by the helpers of contracts/src/shared/stream-ids.ts: a template
// string or a concatenation that starts with a stream category and a dash (`call-${id}`,
// 'post-' + id, streamId.slice('post-'.length)) writes the id's shape a second time, and the
// two drift apart (the audit once folded streams under a prefix nothing wrote any more).

const MESSAGE =
  'Build and read stream ids only with the helpers in contracts/src/shared/stream-ids.ts (add one there if yours is missing; streamIdTail reads an id back).';

/** The category `text` starts with as `<category>-`, or null. */
function categoryPrefix(text, categories) {
  if (typeof text !== 'string') return null;
  let found = null;
  for (const category of categories) {
    if (text.startsWith(`${category}-`) && category.length > (found?.length ?? -1)) {
      found = category;
    }
  }
  return found;
}

export const streamIds = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse stream ids built by hand outside contracts stream-ids.ts' },
    schema: [
      {
        type: 'object',
        properties: { categories: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      template: `\`{{category}}-\${…}\` builds a stream id by hand. ${MESSAGE}`,
      prefix: `'{{category}}-' spells a stream id's prefix by hand. ${MESSAGE}`,
    },
  },
  create(context) {
    const categories = context.options[0]?.categories ?? [];
    return {
      TemplateLiteral(node) {
        if (node.expressions.length === 0) return;
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        const category = categoryPrefix(node.quasis[0]?.value.cooked, categories);
        if (category) context.report({ node, messageId: 'template', data: { category } });
      },
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const category = categoryPrefix(node.value, categories);
        if (!category) return;
        const exact = node.value === `${category}-`;
        const concatenated =
          node.parent?.type === 'BinaryExpression' &&
          node.parent.operator === '+' &&
          node.parent.left === node;
        if (exact || concatenated) {
          context.report({ node, messageId: 'prefix', data: { category } });
        }
      },
    };
  },
};

export default { rules: { 'stream-ids': streamIds } };
