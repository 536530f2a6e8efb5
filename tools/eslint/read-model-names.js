// Read models are named only through READ_MODELS (contracts/src/read-side/read-models.ts): a
// collection name written as a string literal where a read model is meant (a collection read,
// a notice's collection compared, a projection's collections, a job's read models) is a second
// spelling that a rename misses; the screen then silently stops hearing that model's notices.

const MESSAGE =
  'Name read models only through READ_MODELS from contracts/src/read-side/read-models.ts (add the model there if it is missing).';

const CALLS = new Set(['collection', 'isReadModel', 'register']);
const PROPERTIES = new Set(['collection', 'readModels', 'readModel', 'collections']);

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name;
  return null;
}

function propertyName(node) {
  if (node?.type !== 'Property' || node.computed) return null;
  if (node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'Literal') return String(node.key.value);
  return null;
}

function isCollectionMember(node) {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'collection'
  );
}

/** Whether the literal stands where a read model is meant. */
function namesReadModel(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'CallExpression' && parent.arguments.includes(node)) {
    return CALLS.has(calleeName(parent.callee));
  }
  if (parent.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator)) {
    const other = parent.left === node ? parent.right : parent.left;
    return isCollectionMember(other);
  }
  if (parent.type === 'Property') {
    // { collection: 'x' } / { readModels: 'x' }, or a key of { collections: { x: … } }
    if (parent.value === node) return PROPERTIES.has(propertyName(parent));
    if (parent.key === node) {
      const owner = parent.parent?.parent;
      return propertyName(owner) === 'collections';
    }
    return false;
  }
  if (parent.type === 'ArrayExpression') {
    const owner = parent.parent;
    if (owner?.type === 'Property' && owner.value === parent) {
      return PROPERTIES.has(propertyName(owner));
    }
    return owner?.type === 'CallExpression' && CALLS.has(calleeName(owner.callee));
  }
  if (parent.type === 'VariableDeclarator' && parent.init === node) {
    // A constant standing for a read model: `const MAILBOX = 'mailbox'`.
    return parent.id.type === 'Identifier' && /^[A-Z][A-Z0-9_]*$/.test(parent.id.name);
  }
  return false;
}

export const readModelNames = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse read-model names written as string literals outside READ_MODELS' },
    schema: [
      {
        type: 'object',
        properties: { names: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { literal: `'{{name}}' is a read model. ${MESSAGE}` },
  },
  create(context) {
    const names = new Set(context.options[0]?.names ?? []);
    const check = (node, value) => {
      if (names.has(value) && namesReadModel(node)) {
        context.report({ node, messageId: 'literal', data: { name: value } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      Identifier(node) {
        // A bare key of a projection's `collections: { fm_items: … }`.
        if (node.parent?.type === 'Property' && node.parent.key === node && !node.parent.computed) {
          check(node, node.name);
        }
      },
    };
  },
};

export default { rules: { 'read-model-names': readModelNames } };
