import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  canAddCoApplicant,
  getConfirmationSections,
  getFillValues,
  getHvacClearedFields,
  getIncomeStepErrors,
  isPayDayVisible,
  lockApplicantFields,
  mergeSectionModels,
  toSectionSchema,
} from './step-rules';

const income = (over: Record<string, unknown>) => ({ applicant: { income: [over] } });

describe('spec 01 §5: employer fields are required by income source', () => {
  it.each(['employment', 'other', 'self-employed', 'e3mil', 'e4mil'])('requires them for %s', (source) => {
    const errors = getIncomeStepErrors(income({ source, gross: '500', frequency: 'weekly' }), 'applicant');
    expect(Object.keys(errors)).toEqual([
      'applicant.income.0.employer',
      'applicant.income.0.title_department',
      'applicant.income.0.phone',
    ]);
    expect(formatMessage(errors['applicant.income.0.employer']!)).toBe('Enter Employer');
  });

  it('does not require them for other sources, and uses the schema label when given', () => {
    expect(getIncomeStepErrors(income({ source: 'retirement', gross: '500' }), 'applicant')).toEqual({});
    const errors = getIncomeStepErrors(
      { co_applicant: { income: [{ source: 'employment', employer: 'Acme', phone: '5551234567' }] } },
      'co_applicant',
      { labels: { 'co_applicant.income.0.title_department': 'Job title' } },
    );
    expect(formatMessage(errors['co_applicant.income.0.title_department']!)).toBe('Enter Job title');
  });
});

describe("spec 01 §5: 'Income must be over $X per month' below the minimum", () => {
  it('sums both incomes monthly (gross × factor / 12) against the minimum', () => {
    const model = {
      applicant: {
        income: [
          { source: 'retirement', gross: '600', frequency: 'monthly' },
          { source: 'retirement', gross: '100', frequency: 'weekly' },
        ],
      },
    };
    // 600 + 100 × 52 / 12 = 1033.33 a month.
    expect(getIncomeStepErrors(model, 'applicant', { minimumIncomeCents: 103333 })).toEqual({});
    const errors = getIncomeStepErrors(model, 'applicant', { minimumIncomeCents: 150000 });
    expect(formatMessage(errors['applicant.income.0.gross']!)).toBe(
      'Income must be over $1,500.00 per month',
    );
  });

  it('never checks the co-applicant against the minimum', () => {
    const model = { co_applicant: { income: [{ source: 'retirement', gross: '1', frequency: 'monthly' }] } };
    expect(getIncomeStepErrors(model, 'co_applicant', { minimumIncomeCents: 150000 })).toEqual({});
  });
});

describe('spec 01 §4: HVAC ownership clearing rules, as field names to empty', () => {
  it('leased land clears the ownership type and what depends on it', () => {
    expect(
      getHvacClearedFields({
        home_type: 'manufactured-on-leased-land',
        ownership_type: 'own-with-loan',
        mortgage_holder_name: 'Bank',
        owner_address: { line_1: '1 Main', city: '' },
      }).sort(),
    ).toEqual([
      'applicant.hvac_home_ownership.mortgage_holder_name',
      'applicant.hvac_home_ownership.owner_address.line_1',
      'applicant.hvac_home_ownership.ownership_type',
    ]);
  });

  it('other home types clear the landowner; rent clears deed and mortgage', () => {
    expect(
      getHvacClearedFields({
        home_type: 'condo',
        ownership_type: 'rent',
        name_of_landowner: 'Lee',
        name_on_property_deed: 'Me',
        mortgage_holder_payment: '900',
      }).sort(),
    ).toEqual([
      'applicant.hvac_home_ownership.mortgage_holder_payment',
      'applicant.hvac_home_ownership.name_of_landowner',
      'applicant.hvac_home_ownership.name_on_property_deed',
    ]);
    expect(
      getHvacClearedFields({
        home_type: 'condo',
        ownership_type: 'own-with-loan',
        mortgage_holder_name: 'B',
      }),
    ).toEqual([]);
  });
});

describe('spec 01 §5: locked fields in pre-fill mode', () => {
  it('marks the main applicant last_name, SSN and date_of_birth read-only, not the co-applicant', () => {
    const schema = {
      children: [
        { name: 'applicant.first_name' },
        { children: [{ name: 'applicant.last_name' }, { name: 'co_applicant.last_name' }] },
        { name: 'applicant.social_security_number' },
      ],
    };
    const locked = lockApplicantFields(schema, ['last_name', 'social_security_number', 'date_of_birth']);
    expect(locked.children![0]!.readonly).toBeUndefined();
    expect(locked.children![1]!.children![0]!.readonly).toBe(true);
    expect(locked.children![1]!.children![1]!.readonly).toBeUndefined();
    expect(locked.children![2]!.readonly).toBe(true);
    expect(lockApplicantFields(schema, [])).toBe(schema);
  });
});

describe('spec 01 §2: the Fill dropdown data applied to a form', () => {
  it('takes the values of the form fields the scenario has', () => {
    const fill = { applicant: { last_name: 'Anderson', location: { code: '43215' } }, other: 1 };
    expect(getFillValues(fill, ['applicant.last_name', 'applicant.location.code', 'applicant.cell'])).toEqual(
      {
        'applicant.last_name': 'Anderson',
        'applicant.location.code': '43215',
      },
    );
  });
});

describe('spec 02 §2, §5: confirmation sections', () => {
  const application = {
    applicant: {
      first_name: 'Avery',
      last_name: 'Anderson',
      social_security_number: '900-10-1001',
      identification: 'D1234-5678',
      location: { line_1: '100 Main Street', city: 'Columbus', state: 'OH', code: '43215' },
      income: [
        { source: 'employment', gross: '1600', frequency: 'bi-weekly', first_pay_day: '1', employer: 'Acme' },
        { source: 'retirement', gross: '200', frequency: 'monthly' },
      ],
      hvac_home_ownership: {
        home_type: 'condo',
        ownership_type: 'own-with-loan',
        mortgage_holder_name: 'Bank',
      },
    },
    co_applicant: null,
    banking: null,
    banking_id: null,
  };

  it('lists applicant, address, incomes; SSN and ID masked to the last 4; no pay days unless semi-monthly', () => {
    const sections = getConfirmationSections(application);
    expect(sections.map((s) => s.id)).toEqual(['applicant', 'address', 'primaryIncome', 'additionalIncome']);
    const rows = Object.fromEntries(sections[0]!.rows.map((r) => [r.label, r.value]));
    expect(rows['application.field.ssn']).toBe('***-**-1001');
    expect(rows['application.field.identification']).toBe('****5678');
    expect(JSON.stringify(sections)).not.toContain('900-10');
    expect(sections[1]!.rows[0]!.value).toBe('100 Main Street, Columbus, OH 43215');
    const primary = sections[2]!.rows.map((r) => r.label);
    expect(primary).not.toContain('application.field.firstPayDay');
    expect(sections[2]!.rows.find((r) => r.label === 'application.field.gross')!.value).toBe('$1,600.00');
    expect(sections.map((s) => s.editStep)).toEqual([
      'applicantInfo',
      'applicantAddress',
      'applicantIncome',
      'applicantIncome',
    ]);
  });

  it('shows what the shopper chose and typed: option texts, MM/DD/YYYY, (555) 987-6543', () => {
    const typed = {
      ...application,
      applicant: {
        ...application.applicant,
        date_of_birth: '1985-03-14',
        cell: '5559876543',
        income: [{ source: 'retirement', gross: '2000', frequency: 'monthly', phone: '5551230000' }],
      },
    };
    const value = (sections: ReturnType<typeof getConfirmationSections>, id: string, label: string) =>
      sections.find((s) => s.id === id)!.rows.find((r) => r.label === label)?.value;
    const en = getConfirmationSections(typed);
    expect(value(en, 'applicant', 'application.field.dateOfBirth')).toBe('03/14/1985');
    expect(value(en, 'applicant', 'application.field.cell')).toBe('(555) 987-6543');
    expect(value(en, 'primaryIncome', 'application.field.source')).toBe('Retirement');
    expect(value(en, 'primaryIncome', 'application.field.frequency')).toBe('Monthly');
    expect(value(en, 'primaryIncome', 'application.field.employerPhone')).toBe('(555) 123-0000');
    const es = getConfirmationSections(typed, { locale: 'es' });
    expect(value(es, 'primaryIncome', 'application.field.source')).toBe('Jubilación');
    expect(value(es, 'primaryIncome', 'application.field.frequency')).toBe('Mensual');
    const hvac = getConfirmationSections(typed, { isHvacStore: true, mortgageQuestionsEnabled: true });
    expect(value(hvac, 'mortgage', 'application.field.homeType')).toBe('Condominium');
    expect(value(hvac, 'mortgage', 'application.field.ownershipType')).toBe('Own with a loan');
  });

  it('shows pay days for semi-monthly', () => {
    expect(isPayDayVisible('semi-monthly')).toBe(true);
    expect(isPayDayVisible('monthly')).toBe(false);
    const semi = {
      applicant: { income: [{ frequency: 'semi-monthly', first_pay_day: '1', second_pay_day: '15' }] },
    };
    const labels = getConfirmationSections(semi)[2]!.rows.map((r) => r.label);
    expect(labels).toContain('application.field.firstPayDay');
    expect(labels).toContain('application.field.secondPayDay');
  });

  it('adds mortgage and home-owner address for HVAC mortgage questions, banking with an id, co-applicant', () => {
    const sections = getConfirmationSections(
      {
        ...application,
        banking_id: 3,
        banking: { routing_number: '021000021', bank_name: 'Chase', checking_account: '********6789' },
        has_co_applicant: true,
        co_applicant: {
          first_name: 'Sam',
          social_security_number: 'XXX-XX-4321',
          income: [{ gross: '900' }],
        },
      },
      { isHvacStore: true, mortgageQuestionsEnabled: true },
    );
    expect(sections.map((s) => s.id)).toEqual([
      'applicant',
      'address',
      'mortgage',
      'ownerAddress',
      'primaryIncome',
      'additionalIncome',
      'banking',
      'coApplicant',
      'coPrimaryIncome',
    ]);
    expect(sections.find((s) => s.id === 'banking')!.rows[2]!.value).toBe('****6789');
    expect(sections.find((s) => s.id === 'coApplicant')!.editStep).toBe('coApplicantInfo');
  });

  it("offers 'Add Co-Applicant' only without a co-applicant", () => {
    expect(canAddCoApplicant(application)).toBe(true);
    expect(canAddCoApplicant({ co_applicant: { first_name: 'Sam' } })).toBe(false);
  });
});

describe('spec 01 §2, §4: single-page sections as forms of their own', () => {
  const schema = {
    action: '/apply-v2/application',
    params: { store_id: 3 },
    values: { applicant: { first_name: 'Ann', location: { city: 'Erie' } }, has_co_applicant: true },
    children: [
      {
        type: 'section',
        name: 'applicantInfo',
        title: 'Applicant Info',
        action: '/a',
        children: [{ name: 'applicant.first_name' }],
      },
      {
        type: 'section',
        name: 'coApplicantInfo',
        title: 'Co-Applicant Info',
        action: '/c',
        children: [
          {
            name: 'co_applicant.first_name',
            conditions: [{ field: 'has_co_applicant', operator: 'equals' as const, value: true }],
          },
        ],
      },
    ],
  };

  it('keeps only its own fields, values and conditions, with the section action', () => {
    const info = toSectionSchema(schema, 'applicantInfo')!;
    expect(info).toMatchObject({
      action: '/a',
      params: { store_id: 3 },
      title: 'Applicant Info',
      buttons: [],
    });
    expect(info.values).toEqual({ applicant: { first_name: 'Ann' } });
    expect(toSectionSchema(schema, 'coApplicantInfo')!.children![0]!.conditions).toEqual([]);
    expect(toSectionSchema(schema, 'missing')).toBeNull();
  });

  it('merges the section models deeply for the application submit', () => {
    expect(
      mergeSectionModels([
        { store_id: 3, applicant: { first_name: 'Ann' } },
        { store_id: 3, applicant: { location: { city: 'Erie' }, income: [{ gross: '1' }] } },
      ]),
    ).toEqual({
      store_id: 3,
      applicant: { first_name: 'Ann', location: { city: 'Erie' }, income: [{ gross: '1' }] },
    });
  });
});
