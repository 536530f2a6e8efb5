import { describe, expect, it } from '@jest/globals';
import { type PayeeIdentity, payeeIdentityChanged } from './form-sealing.js';

const copy = {
  payee_name: 'Lee Late',
  address_line1: '1 Main St',
  address_line2: '',
  city: 'Burlington',
  zip_code: '05401',
  state: 'VT',
  country: 'US',
};
const lee: PayeeIdentity = { copy, taxId: 'ssn:623457801' };

describe('payeeIdentityChanged: when an issued form no longer says who was paid', () => {
  it('is unchanged for the same name, address and tax id', () => {
    expect(payeeIdentityChanged(lee, { copy: { ...copy }, taxId: 'ssn:623457801' })).toBe(false);
  });
  it('changes with the address or the tax id', () => {
    expect(payeeIdentityChanged(lee, { ...lee, copy: { ...copy, city: 'Montpelier' } })).toBe(true);
    expect(payeeIdentityChanged(lee, { ...lee, taxId: 'ssn:512346789' })).toBe(true);
  });
  it('a form issued with an empty payee block is due a correction once details are saved', () => {
    expect(payeeIdentityChanged({ copy: null, taxId: null }, lee)).toBe(true);
  });
  it('an erased payee is no change to correct', () => {
    expect(payeeIdentityChanged(lee, { copy: null, taxId: null })).toBe(false);
  });
});
