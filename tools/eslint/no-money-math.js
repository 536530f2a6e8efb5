// Money is integer cents; text is turned into cents and back only in contracts' money module
// (contracts/src/shared/money.ts). Hand conversions — `* 100`, `/ 100`, `toFixed(2)`,
// `Math.round(x * 100)` — were written ten different ways across the tree and disagreed (floats,
// thousands separators, rounding), so this rule refuses them everywhere else. A percentage is not
// money: write it with the `percent`/`fromPercent` helpers of contracts/src/shared/percent.ts or
// Intl's `style: 'percent'`.

const MESSAGE =
  'Money is integer cents: use parseMoneyText/formatCents/centsToDecimal from contracts/src/shared/money.ts. For a percentage use percent()/fromPercent() from contracts/src/shared/percent.ts.';

/** The number 100 written as a literal (100, 100.0, 1e2, 0x64, 1_00). */
function isHundred(node) {
  return node?.type === 'Literal' && node.value === 100;
}

/** The number 2 written as a literal. */
function isTwo(node) {
  return node?.type === 'Literal' && node.value === 2;
}

export const noMoneyMath = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Refuse hand-written cents↔text conversions (* 100, / 100, toFixed(2)) outside the money module',
    },
    schema: [],
    messages: {
      multiply: `\`* 100\` looks like dollars to cents. ${MESSAGE}`,
      divide: `\`/ 100\` looks like cents to dollars. ${MESSAGE}`,
      toFixed: `\`toFixed(2)\` looks like money formatting (and rounds floats). ${MESSAGE}`,
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator === '*' && (isHundred(node.left) || isHundred(node.right))) {
          context.report({ node, messageId: 'multiply' });
        } else if (node.operator === '/' && isHundred(node.right)) {
          context.report({ node, messageId: 'divide' });
        }
      },
      AssignmentExpression(node) {
        if (node.operator === '*=' && isHundred(node.right)) {
          context.report({ node, messageId: 'multiply' });
        } else if (node.operator === '/=' && isHundred(node.right)) {
          context.report({ node, messageId: 'divide' });
        }
      },
      CallExpression(node) {
        const callee =
          node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'toFixed' &&
          node.arguments.length === 1 &&
          isTwo(node.arguments[0])
        ) {
          context.report({ node, messageId: 'toFixed' });
        }
      },
    };
  },
};

export default { rules: { 'no-money-math': noMoneyMath } };
