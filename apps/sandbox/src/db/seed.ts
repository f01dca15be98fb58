import { randomUUID } from 'node:crypto';
import { formatAddress } from '@leasekit/core/format';
import { decide } from '../domain/decision';
import { retrievalLookup, sha256, ssnLookup } from '../domain/security';
import type { ApplicationDoc, LeaseProgram, Retailer, Store, StoreAddress } from '../domain/types';
import type { SeedData } from './repository';

/** The test API keys of the seeded retailers (Bearer keys of the retailer API). */
export const RETAILER_API_KEYS: Record<string, string> = {
  'demo-electronics': 'sk_test_demo_electronics',
  'breeze-home': 'sk_test_breeze_home',
  'harbor-outfitters': 'sk_test_harbor_outfitters',
};

/** Host origins every seeded store allows to frame the app, besides the sandbox's own origin. */
export const SEED_ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:5173',
  'https://shop.example.com',
];

/** The brands the seeded retailers use; a lender may name others, which the app shows as the default. */
type SeedBrand = 'default' | 'breeze' | 'harbor';

const CONTACT: Record<SeedBrand, { phone: string; support_phone: string }> = {
  default: { phone: '(800) 555-0100', support_phone: '(800) 555-0101' },
  breeze: { phone: '(888) 555-0200', support_phone: '(888) 555-0201' },
  harbor: { phone: '(822) 555-0300', support_phone: '(833) 555-0301' },
};

/** A seeded retailer: one of the seed's brands. */
type SeedRetailer = Retailer & { theme: SeedBrand };

const RETAILERS: SeedRetailer[] = [
  { id: 1, slug: 'demo-electronics', name: 'Demo Electronics', theme: 'default' },
  { id: 2, slug: 'breeze-home', name: 'Breeze Home', theme: 'breeze' },
  // A brand registered only in the reference app's src/variant: neither core nor ui knows it.
  { id: 3, slug: 'harbor-outfitters', name: 'Harbor Outfitters', theme: 'harbor' },
];

const BASE_PROGRAM: LeaseProgram = {
  min_approval_amount: 300,
  max_approval_amount: 8000,
  apply_form_version: 2,
  display_store_info_contract_screen: true,
  mortgage_questions_enabled: false,
  enable_product_selection: false,
  effective_product_selection_override: null,
  products: [],
  ocp_enabled: false,
  option_c_enabled: false,
  enableEpoLanguage: true,
  sac_days: 90,
  sac_110_day: false,
};

function address(line_1: string, city: string, state: string, code: string): StoreAddress {
  return { line_1, line_2: null, city, state, code, label: formatAddress({ line_1, city, state, code }) };
}

interface StoreSeed {
  id: number;
  retailer: SeedRetailer;
  slug: string;
  name: string;
  address: StoreAddress;
  rating?: number;
  hvac?: boolean;
  program?: Partial<LeaseProgram>;
  extra?: Partial<Store>;
}

function store(seed: StoreSeed): Store {
  const theme = seed.retailer.theme;
  return {
    id: seed.id,
    retailer_id: seed.retailer.id,
    slug: seed.slug,
    name: seed.name,
    label: `${seed.name} (${seed.address.city}, ${seed.address.state})`,
    rating: seed.rating ?? 10,
    theme,
    brand: { name: seed.retailer.name, url: `https://${seed.retailer.slug}.example.com` },
    contact: CONTACT[theme],
    details: { phone: CONTACT[theme].phone },
    billing_address: seed.address,
    shipping_address: seed.address,
    billing_address_id: seed.id,
    record: { identifier: seed.hvac ? 'HVAC' : 'STANDARD' },
    allowed_origins: SEED_ALLOWED_ORIGINS,
    lease_program: {
      ...BASE_PROGRAM,
      ...(seed.hvac ? { max_approval_amount: 18000 } : {}),
      ...seed.program,
    },
    checkout_delivery_options_required: false,
    min_income_required: 0,
    banking_required: false,
    checkout_banking_required: false,
    payment_required: true,
    show_promo_code: false,
    intellicheck_enabled: false,
    intellicheck_step: 2,
    card_permissions: { allow_credit: true, allow_debit: true, allow_prepaid: false, allow_foreign: false },
    ...seed.extra,
  };
}

const [demo, breeze, harbor] = RETAILERS as [SeedRetailer, SeedRetailer, SeedRetailer];

/** The seeded stores (see the README's seed table). */
export const SEED_STORES: Store[] = [
  store({
    id: 1,
    retailer: demo,
    slug: 'main-street',
    name: 'Main Street',
    address: address('100 Main Street', 'Columbus', 'OH', '43215'),
    extra: { checkout_banking_required: true, show_promo_code: true },
  }),
  store({
    id: 2,
    retailer: demo,
    slug: 'product-select',
    name: 'Product Select',
    address: address('48 Oak Avenue', 'Chicago', 'IL', '60601'),
    program: {
      enable_product_selection: true,
      products: [
        { key: 'tv', name: 'Television' },
        { key: 'laptop', name: 'Laptop' },
        { key: 'appliance', name: 'Home appliance' },
      ],
    },
  }),
  store({
    id: 3,
    retailer: demo,
    slug: 'single-page',
    name: 'Single Page',
    address: address('1401 Broad Street', 'Philadelphia', 'PA', '19103'),
    program: { apply_form_version: 3 },
  }),
  store({
    id: 4,
    retailer: demo,
    slug: 'delivery',
    name: 'Delivery & Install',
    address: address('1500 Elm Street', 'Houston', 'TX', '77002'),
    extra: { checkout_delivery_options_required: true },
  }),
  store({
    id: 5,
    retailer: demo,
    slug: 'rating-17',
    name: 'Express Outlet',
    rating: 17,
    address: address('200 Main Street', 'Dallas', 'TX', '75201'),
    extra: { banking_required: true, min_income_required: 1000 },
  }),
  store({
    id: 6,
    retailer: demo,
    slug: 'california',
    name: 'Golden State',
    rating: 17,
    address: address('300 Main Street', 'Los Angeles', 'CA', '90012'),
  }),
  store({
    id: 7,
    retailer: demo,
    slug: 'ocp',
    name: 'Protected Plus',
    address: address('900 Ocean Drive', 'Miami', 'FL', '33101'),
    program: { ocp_enabled: true },
  }),
  store({
    id: 8,
    retailer: demo,
    slug: 'option-c',
    name: 'Option C Outlet',
    address: address('7 Pine Road', 'Denver', 'CO', '80202'),
    program: { option_c_enabled: true, sac_days: 100, sac_110_day: true },
  }),
  store({
    id: 9,
    retailer: demo,
    slug: 'id-check',
    name: 'ID Check',
    address: address('250 Lake Shore Drive', 'Chicago', 'IL', '60601'),
    extra: {
      intellicheck_enabled: true,
      intellicheck_step: 1,
      card_permissions: { allow_credit: true, allow_debit: true, allow_prepaid: true, allow_foreign: true },
    },
  }),
  store({
    id: 10,
    retailer: breeze,
    slug: 'breeze-main',
    name: 'Breeze Home Downtown',
    address: address('1 Market Street', 'San Francisco', 'CA', '94103'),
    program: { display_store_info_contract_screen: false },
  }),
  store({
    id: 11,
    retailer: breeze,
    slug: 'hvac',
    name: 'Breeze Comfort HVAC',
    hvac: true,
    rating: 17,
    address: address('33 Maple Lane', 'Nashville', 'TN', '37203'),
    program: { mortgage_questions_enabled: true },
  }),
  store({
    id: 12,
    retailer: harbor,
    slug: 'harbor-pier',
    name: 'Harbor Pier',
    address: address('12 Wharf Road', 'Portland', 'ME', '04101'),
  }),
];

/** Seeded earlier applicants for retrieve (01 §2 step 1), with their retrieval flags. */
export const SEED_APPLICANTS = [
  { last_name: 'Returning', ssn: '900-30-1001', dob: '1980-05-05', cell: '5550301001', flags: {} },
  {
    last_name: 'Contract',
    ssn: '900-30-1011',
    dob: '1980-05-05',
    cell: '5550301011',
    flags: { contractInProgress: true },
  },
  {
    last_name: 'Rated',
    ssn: '900-30-1012',
    dob: '1980-05-05',
    cell: '5550301012',
    flags: { rated22App: true },
  },
  {
    last_name: 'Noswitch',
    ssn: '900-30-1013',
    dob: '1980-05-05',
    cell: '5550301013',
    flags: { mayNotSwitch: true },
  },
] as const;

/** The full seed: retailers with hashed API keys, stores, and the earlier applicants. */
export function buildSeed(now: Date): SeedData {
  const stamp = now.toISOString();
  const mainStore = SEED_STORES[0]!;
  const applications = SEED_APPLICANTS.map((seed) => {
    const application: ApplicationDoc = {
      id: 0,
      uuid: randomUUID(),
      store_id: mainStore.id,
      checkout_id: null,
      applicant: {
        first_name: 'Robin',
        last_name: seed.last_name,
        social_security_number: seed.ssn,
        date_of_birth: seed.dob,
        cell: seed.cell,
        email: `robin.${seed.last_name.toLowerCase()}@example.com`,
        location: { line_1: '100 Main Street', line_2: null, city: 'Columbus', state: 'OH', code: '43215' },
        income: [
          {
            primary: 1,
            gross: 4200,
            frequency: 'monthly',
            source: 'employment',
            employer: 'Acme Logistics',
            title_department: 'Driver',
            phone: '6145550100',
          },
        ],
        hvac_home_ownership: null,
      },
      co_applicant: null,
      has_co_applicant: false,
      banking: null,
      promo_code: null,
      product_selection_override: null,
      utm: {},
      pandemic_question: null,
      employee_type: null,
      app_origin: 'seed',
      language: 'en',
      verified: true,
      submitted: true,
      terms_accepted: true,
      intellicheck_completed: false,
      application_result: null,
      override_result: null,
      flags: { contractInProgress: false, rated22App: false, mayNotSwitch: false, ...seed.flags },
      created_at: stamp,
      updated_at: stamp,
    };
    application.application_result = decide(application, mainStore, now);
    const { id: _id, ...rest } = application;
    return {
      ...rest,
      ssn_hash: ssnLookup(seed.ssn)!,
      retrieval_key: retrievalLookup(seed.last_name, seed.ssn, seed.dob)!,
    };
  });
  return {
    retailers: RETAILERS.map((retailer) => ({
      ...retailer,
      api_key_hash: sha256(RETAILER_API_KEYS[retailer.slug]!),
    })),
    stores: SEED_STORES,
    applications,
  };
}
