import type { Applicant, Store } from './types';

/** The fill types of the Fill dropdown (01 §7). */
export const FILL_TYPES = [
  'option-a',
  'option-a-hvac',
  'option-b',
  'option-c',
  'option-a-b',
  'denied-wo-score',
  'denied-w-score',
] as const;

/** A fill type. */
export type FillType = (typeof FILL_TYPES)[number];

interface Persona {
  first: string;
  last: string;
  ssn: string;
  dob: string;
  place: { line_1: string; city: string; state: string; code: string };
  gross: number;
  frequency: string;
}

/** The person behind each fill type; the SSN ending picks the decision (see `MAGIC_SSNS`). */
export const PERSONAS: Record<FillType, Persona> = {
  'option-a': {
    first: 'Avery',
    last: 'Anderson',
    ssn: '900-10-1001',
    dob: '1986-04-12',
    place: { line_1: '100 Main Street', city: 'Columbus', state: 'OH', code: '43215' },
    gross: 1600,
    frequency: 'bi-weekly',
  },
  'option-a-hvac': {
    first: 'Harper',
    last: 'Hughes',
    ssn: '900-10-1002',
    dob: '1979-09-30',
    place: { line_1: '12 Oak Avenue', city: 'Atlanta', state: 'GA', code: '30303' },
    gross: 5200,
    frequency: 'monthly',
  },
  'option-b': {
    first: 'Blake',
    last: 'Brooks',
    ssn: '900-10-1003',
    dob: '1992-01-05',
    place: { line_1: '200 Main Street', city: 'Dallas', state: 'TX', code: '75201' },
    gross: 700,
    frequency: 'weekly',
  },
  'option-c': {
    first: 'Casey',
    last: 'Carter',
    ssn: '900-10-1004',
    dob: '1988-07-21',
    place: { line_1: '7 Pine Road', city: 'Denver', state: 'CO', code: '80202' },
    gross: 2100,
    frequency: 'semi-monthly',
  },
  'option-a-b': {
    first: 'Morgan',
    last: 'Miller',
    ssn: '900-10-1005',
    dob: '1983-11-02',
    place: { line_1: '48 Oak Avenue', city: 'Chicago', state: 'IL', code: '60601' },
    gross: 1900,
    frequency: 'bi-weekly',
  },
  'denied-wo-score': {
    first: 'Noel',
    last: 'Nash',
    ssn: '900-10-2001',
    dob: '1999-02-14',
    place: { line_1: '1500 Elm Street', city: 'Houston', state: 'TX', code: '77002' },
    gross: 900,
    frequency: 'monthly',
  },
  'denied-w-score': {
    first: 'Dana',
    last: 'Dalton',
    ssn: '900-10-2002',
    dob: '1995-06-18',
    place: { line_1: '33 Maple Lane', city: 'Nashville', state: 'TN', code: '37203' },
    gross: 1200,
    frequency: 'bi-weekly',
  },
};

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Complete applicant data for a fill type (01 §7 GET /apply-v2/application/fill): every section of the
 * wizard, in the same nested model the forms use. `option-a-b` includes a co-applicant; `option-a-hvac`
 * includes HVAC home ownership; a store with product selection gets its first product. Test data only:
 * the SSNs are reserved test values (first digit 9), which is why this call may return them in full.
 */
export function fillScenario(type: FillType, store: Store, today: string) {
  const persona = PERSONAS[type];
  const slug = `${persona.first}.${persona.last}`.toLowerCase();
  const ssnTail = digitsOf(persona.ssn).slice(-4);
  const payDate = new Date(`${today}T00:00:00Z`);
  payDate.setUTCDate(payDate.getUTCDate() + 7);
  const applicant: Applicant = {
    first_name: persona.first,
    middle_name: null,
    last_name: persona.last,
    social_security_number: persona.ssn,
    date_of_birth: persona.dob,
    cell: `555010${ssnTail}`,
    email: `${slug}@example.com`,
    identification: `D${ssnTail}0000`,
    identification_issuer: persona.place.state,
    location: { ...persona.place, line_2: null },
    income: [
      {
        primary: 1,
        gross: persona.gross,
        frequency: persona.frequency,
        source: 'employment',
        employer: 'Acme Logistics',
        title_department: 'Warehouse associate',
        phone: '6145550100',
        ext: null,
        pay_date: payDate.toISOString().slice(0, 10),
        first_pay_day: persona.frequency === 'semi-monthly' ? '1' : null,
        second_pay_day: persona.frequency === 'semi-monthly' ? '15' : null,
      },
    ],
    hvac_home_ownership:
      type === 'option-a-hvac'
        ? {
            home_type: 'single-family',
            ownership_type: 'own-with-loan',
            name_of_landowner: null,
            phone_of_landowner: null,
            name_on_property_deed: `${persona.first} ${persona.last}`,
            is_co_owner: false,
            owner_address: { ...persona.place, line_2: null },
            mortgage_holder_name: 'Acme Mortgage',
            mortgage_holder_payment: 1450,
          }
        : null,
  };
  const coApplicant: Applicant | null =
    type === 'option-a-b'
      ? {
          first_name: 'Jamie',
          middle_name: null,
          last_name: persona.last,
          social_security_number: '900-20-5005',
          date_of_birth: '1985-03-09',
          cell: '5550205005',
          email: `jamie.${persona.last.toLowerCase()}@example.com`,
          location: { ...persona.place, line_2: null },
          income: [
            {
              primary: 1,
              gross: 2400,
              frequency: 'monthly',
              source: 'self-employed',
              employer: 'Miller Design',
              title_department: 'Owner',
              phone: '3125550111',
            },
          ],
        }
      : null;
  return {
    applicant,
    has_co_applicant: Boolean(coApplicant),
    same_location: Boolean(coApplicant),
    co_applicant: coApplicant,
    add_banking: true,
    banking: {
      routing_number: '021000021',
      bank_name: 'JPMorgan Chase Bank',
      checking_account: `00012345${ssnTail}`,
      checking_account_confirmation: `00012345${ssnTail}`,
    },
    product_selection_override: store.lease_program.enable_product_selection
      ? (store.lease_program.products[0]?.key ?? null)
      : null,
    hvac_questions:
      store.record.identifier === 'HVAC' ? { q1: 'YES', q2: 'YES', q3: 'YES', q4: 'YES' } : null,
    promo_code: null,
  };
}
