/** The payee instructions printed under every Form 1099-K (screen and Copy B PDF). */
export const PAYEE_INSTRUCTIONS = [
  'Instructions for Payee',
  'You have received this form because you have either (a) accepted payment cards for payments, or (b) received payments through a third party network that exceeded the reporting thresholds in the calendar year.',
  'Box 1a. Shows the aggregate gross amount of payment card/third party network transactions made to you through the payment settlement entity (PSE) during the calendar year. The gross amount does not include any adjustments for credits, cash equivalents, discount amounts, fees, refunded amounts, or any other amounts.',
  'Box 3. Shows the number of payment transactions (not including refund transactions) processed through the third party network.',
  'Boxes 5a-5l. Show the gross amount of payments for each month of the calendar year (months in the Pacific time zone).',
  'You may need to report this income on your tax return. If you think this form is incorrect, contact the filer whose name and telephone number are shown on this form.',
  'Earnings are totalled across every account that shares your tax ID.',
];
