import { describe, expect, it } from '@jest/globals';
import { historyCsv } from './history-csv';

describe('earnings history CSV', () => {
  it('writes amounts as numbers and neutralises customer text that starts a formula', () => {
    const csv = historyCsv([
      {
        id: 'tip-1',
        created_at: '2025-01-02T03:04:05.000Z',
        description: '=HYPERLINK("http://evil")',
        title: '@SUM(A1:A9)',
        amount: -1250,
        btids: 'tip-1',
        link: '/transactions/details/tip-1?btids=tip-1',
        channel: 'Tributes',
        seeker_id: 'c1',
        seeker_name: '+ann',
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Date,Customer,Channel,Title,Description,Amount (USD),Transaction');
    expect(line).toBe(
      `2025-01-02T03:04:05.000Z,'+ann,Tributes,'@SUM(A1:A9),"'=HYPERLINK(""http://evil"")",-12.50,tip-1`,
    );
  });
});
