/**
 * A small embedded US data set for the lookups (01 §7): zip codes, street addresses with place ids, bank
 * routing numbers and payroll employers. Everything here is a documented magic value (see the README).
 */

/** Zip code to city and state. */
export const ZIP_CODES: Record<string, { city: string; state: string }> = {
  '10001': { city: 'New York', state: 'NY' },
  '11201': { city: 'Brooklyn', state: 'NY' },
  '02108': { city: 'Boston', state: 'MA' },
  '19103': { city: 'Philadelphia', state: 'PA' },
  '20001': { city: 'Washington', state: 'DC' },
  '30303': { city: 'Atlanta', state: 'GA' },
  '33101': { city: 'Miami', state: 'FL' },
  '32801': { city: 'Orlando', state: 'FL' },
  '37203': { city: 'Nashville', state: 'TN' },
  '43215': { city: 'Columbus', state: 'OH' },
  '48226': { city: 'Detroit', state: 'MI' },
  '60601': { city: 'Chicago', state: 'IL' },
  '63101': { city: 'St. Louis', state: 'MO' },
  '70112': { city: 'New Orleans', state: 'LA' },
  '75201': { city: 'Dallas', state: 'TX' },
  '77002': { city: 'Houston', state: 'TX' },
  '78701': { city: 'Austin', state: 'TX' },
  '80202': { city: 'Denver', state: 'CO' },
  '85004': { city: 'Phoenix', state: 'AZ' },
  '89101': { city: 'Las Vegas', state: 'NV' },
  '90012': { city: 'Los Angeles', state: 'CA' },
  '94103': { city: 'San Francisco', state: 'CA' },
  '92101': { city: 'San Diego', state: 'CA' },
  '97204': { city: 'Portland', state: 'OR' },
  '98101': { city: 'Seattle', state: 'WA' },
};

/** A street address the suggestions and place calls know. */
export interface Place {
  id: string;
  street_number: string;
  route: string;
  city: string;
  state: string;
  zip: string;
}

/** The addresses behind `GET /api/v1/addresses/suggestions` and `/place/{placeId}`. */
export const PLACES: Place[] = [
  {
    id: 'place-main-1',
    street_number: '100',
    route: 'Main Street',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
  },
  {
    id: 'place-main-2',
    street_number: '200',
    route: 'Main Street',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
  },
  {
    id: 'place-main-3',
    street_number: '300',
    route: 'Main Street',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90012',
  },
  { id: 'place-oak-1', street_number: '12', route: 'Oak Avenue', city: 'Atlanta', state: 'GA', zip: '30303' },
  { id: 'place-oak-2', street_number: '48', route: 'Oak Avenue', city: 'Chicago', state: 'IL', zip: '60601' },
  { id: 'place-pine-1', street_number: '7', route: 'Pine Road', city: 'Denver', state: 'CO', zip: '80202' },
  {
    id: 'place-elm-1',
    street_number: '1500',
    route: 'Elm Street',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
  },
  {
    id: 'place-market-1',
    street_number: '1',
    route: 'Market Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94103',
  },
  {
    id: 'place-broad-1',
    street_number: '1401',
    route: 'Broad Street',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19103',
  },
  {
    id: 'place-lake-1',
    street_number: '250',
    route: 'Lake Shore Drive',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
  },
  {
    id: 'place-ocean-1',
    street_number: '900',
    route: 'Ocean Drive',
    city: 'Miami',
    state: 'FL',
    zip: '33101',
  },
  {
    id: 'place-maple-1',
    street_number: '33',
    route: 'Maple Lane',
    city: 'Nashville',
    state: 'TN',
    zip: '37203',
  },
];

/** The one-line form of a place ("100 Main Street, Columbus, OH 43215, USA"). */
export function formatPlace(place: Place): string {
  return `${place.street_number} ${place.route}, ${place.city}, ${place.state} ${place.zip}, USA`;
}

/** Bank routing number to bank name (public ABA numbers of large US banks). */
export const ROUTING_NUMBERS: Record<string, string> = {
  '021000021': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '021000089': 'Citibank',
  '011000015': 'Federal Reserve Bank of Boston',
  '091000019': 'U.S. Bank',
  '031176110': 'Capital One',
  '043000096': 'PNC Bank',
  '061000104': 'Truist Bank',
  '322271627': 'JPMorgan Chase Bank (California)',
};

/** A payroll employer (02 §3 Employer) and how the sandbox's payroll provider behaves for it. */
export interface Employer {
  id: number;
  employerName: string;
  pdSupported: boolean;
  type: 'async' | 'sync';
  platform: string;
  /** What the affordability check gives: a raised offer, or an error (denial or unable to increase). */
  affordability: 'increase' | 'deny';
}

/** The employers behind `GET /api/v1/payroll/employers`. */
export const EMPLOYERS: Employer[] = [
  {
    id: 101,
    employerName: 'Acme Logistics',
    pdSupported: true,
    type: 'async',
    platform: 'pinwheel',
    affordability: 'increase',
  },
  {
    id: 102,
    employerName: 'Acme Retail Group',
    pdSupported: true,
    type: 'sync',
    platform: 'atomic',
    affordability: 'increase',
  },
  {
    id: 103,
    employerName: 'Globex Manufacturing',
    pdSupported: true,
    type: 'async',
    platform: 'pinwheel',
    affordability: 'deny',
  },
  {
    id: 104,
    employerName: 'Initech Software',
    pdSupported: false,
    type: 'async',
    platform: 'none',
    affordability: 'deny',
  },
  {
    id: 105,
    employerName: 'Umbrella Health',
    pdSupported: true,
    type: 'async',
    platform: 'argyle',
    affordability: 'increase',
  },
  {
    id: 106,
    employerName: 'Stark Industries',
    pdSupported: true,
    type: 'sync',
    platform: 'atomic',
    affordability: 'increase',
  },
  {
    id: 107,
    employerName: 'Wayne Enterprises',
    pdSupported: false,
    type: 'sync',
    platform: 'none',
    affordability: 'deny',
  },
];
