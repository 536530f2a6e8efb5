import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { noMoneyMath } from './no-money-math.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('no-money-math', noMoneyMath, {
  valid: [
    'formatCents(amountCents)',
    'parseMoneyText(body.amount)',
    'const ms = seconds * 1000;',
    'const s = ms / 1000;',
    'const rest = cents % 100;',
    'const limit = 100;',
    'const x = 100 + n;',
    'const x = n * 10;',
    'rating.toFixed(1)',
    'ratio.toPrecision(3)',
    'toFixed(2)',
    'const x = n * "100";',
  ],
  invalid: [
    { code: 'const cents = dollars * 100;', errors: [{ messageId: 'multiply' }] },
    { code: 'const cents = 100 * dollars;', errors: [{ messageId: 'multiply' }] },
    { code: 'const cents = Math.round(Number(text) * 100);', errors: [{ messageId: 'multiply' }] },
    { code: 'const cents = dollars * 1e2;', errors: [{ messageId: 'multiply' }] },
    { code: 'const cents = dollars * 100.0;', errors: [{ messageId: 'multiply' }] },
    { code: 'const dollars = cents / 100;', errors: [{ messageId: 'divide' }] },
    { code: 'const whole = Math.floor(cents / 1_00);', errors: [{ messageId: 'divide' }] },
    { code: 'amount *= 100;', errors: [{ messageId: 'multiply' }] },
    { code: 'amount /= 100;', errors: [{ messageId: 'divide' }] },
    { code: 'const text = amount.toFixed(2);', errors: [{ messageId: 'toFixed' }] },
    { code: 'const text = amount?.toFixed(2);', errors: [{ messageId: 'toFixed' }] },
    {
      code: 'const text = `$${(cents / 100).toFixed(2)}`;',
      errors: [{ messageId: 'toFixed' }, { messageId: 'divide' }],
    },
    {
      code: 'const pct = (ratio * 100).toFixed(2);',
      errors: [
        { messageId: 'toFixed' },
        {
          message:
            '`* 100` looks like dollars to cents. Money is integer cents: use parseMoneyText/formatCents/centsToDecimal from contracts/src/shared/money.ts. For a percentage use percent()/fromPercent() from contracts/src/shared/percent.ts.',
        },
      ],
    },
  ],
});
