import { z } from 'zod';

/**
 * Countries and states of the payout address (spec 002 §7: GET /countries, GET
 * /countries/{id}/states). A short list: payees outside it choose "Other".
 */
export interface Country {
  readonly id: string;
  readonly name: string;
}
export interface CountryState {
  readonly id: string;
  readonly name: string;
}

export const COUNTRIES: readonly Country[] = [
  { id: 'US', name: 'United States' },
  { id: 'CA', name: 'Canada' },
  { id: 'GB', name: 'United Kingdom' },
  { id: 'AU', name: 'Australia' },
  { id: 'DE', name: 'Germany' },
  { id: 'FR', name: 'France' },
  { id: 'ES', name: 'Spain' },
  { id: 'IT', name: 'Italy' },
  { id: 'NL', name: 'Netherlands' },
  { id: 'IE', name: 'Ireland' },
  { id: 'MX', name: 'Mexico' },
  { id: 'BR', name: 'Brazil' },
  { id: 'PH', name: 'Philippines' },
  { id: 'ZZ', name: 'Other' },
];

const US: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
];
const CA: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['YT', 'Yukon'],
];

export const STATES: Readonly<Record<string, readonly CountryState[]>> = {
  US: US.map(([id, name]) => ({ id, name })),
  CA: CA.map(([id, name]) => ({ id, name })),
};

export const isKnownCountry = (id: string): boolean => COUNTRIES.some((c) => c.id === id);
export const isKnownState = (country: string, state: string): boolean =>
  (STATES[country] ?? []).some((s) => s.id === state);

export const CountryId = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
