import { z } from 'zod';

/**
 * Countries and states of the payout address (spec 002 §7: GET /countries, GET
 * /countries/{id}/states). A short list: payees outside it choose "Other".
 */
export interface Country {
  readonly id: string;
  readonly name: string;
  /** What the country calls its states and its postal codes (the address form's labels). */
  readonly stateName: string;
  readonly postalCodeName: string;
}
export interface CountryState {
  readonly id: string;
  readonly name: string;
}

export const COUNTRIES: readonly Country[] = [
  { id: 'US', name: 'United States', stateName: 'State', postalCodeName: 'Zip code' },
  { id: 'CA', name: 'Canada', stateName: 'Province', postalCodeName: 'Postal code' },
  { id: 'GB', name: 'United Kingdom', stateName: 'County', postalCodeName: 'Postcode' },
  { id: 'AU', name: 'Australia', stateName: 'State', postalCodeName: 'Postcode' },
  { id: 'DE', name: 'Germany', stateName: 'State', postalCodeName: 'Postal code' },
  { id: 'FR', name: 'France', stateName: 'State', postalCodeName: 'Postal code' },
  { id: 'ES', name: 'Spain', stateName: 'State', postalCodeName: 'Postal code' },
  { id: 'IT', name: 'Italy', stateName: 'State', postalCodeName: 'Postal code' },
  { id: 'NL', name: 'Netherlands', stateName: 'Province', postalCodeName: 'Postcode' },
  { id: 'IE', name: 'Ireland', stateName: 'County', postalCodeName: 'Eircode' },
  { id: 'MX', name: 'Mexico', stateName: 'State', postalCodeName: 'Postal code' },
  { id: 'BR', name: 'Brazil', stateName: 'State', postalCodeName: 'Postal code' },
  { id: 'PH', name: 'Philippines', stateName: 'Province', postalCodeName: 'ZIP code' },
  { id: 'ZZ', name: 'Other', stateName: 'State', postalCodeName: 'Postal code' },
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

/** The labels of a country's state and postal code; the US's when the country is unknown. */
export const addressNamesOf = (id: string): Pick<Country, 'stateName' | 'postalCodeName'> =>
  COUNTRIES.find((c) => c.id === id) ?? { stateName: 'State', postalCodeName: 'Zip code' };

export const isKnownCountry = (id: string): boolean => COUNTRIES.some((c) => c.id === id);
export const isKnownState = (country: string, state: string): boolean =>
  (STATES[country] ?? []).some((s) => s.id === state);

export const CountryId = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
