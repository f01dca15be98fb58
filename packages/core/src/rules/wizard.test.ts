import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getActiveSections,
  getApplySteps,
  getApprovalCeiling,
  getIntellicheckPlacement,
  getNextStep,
  getPreviousStep,
  getResumeStep,
  getSectionGateMessage,
  getSinglePageSections,
  getStepHeader,
  getStepProgress,
  getStepTitle,
  isApplyStepId,
  isStepSaved,
  type ApplyStepId,
  type ApplyStepsOptions,
} from './wizard';

const STANDARD: ApplyStepId[] = [
  'applicantInfo',
  'applicantAddress',
  'applicantIncome',
  'applicantBanking',
  'hasCoApplicant',
  'application',
  'verifyApplication',
];

describe('spec 03 §2: wizard steps in order, with their variations', () => {
  it.each<[string, ApplyStepsOptions, ApplyStepId[]]>([
    ['standard steps', {}, STANDARD],
    [
      'a co-applicant inserts coApplicantInfo and coApplicantIncome after hasCoApplicant',
      { hasCoApplicant: true },
      [
        'applicantInfo',
        'applicantAddress',
        'applicantIncome',
        'applicantBanking',
        'hasCoApplicant',
        'coApplicantInfo',
        'coApplicantIncome',
        'application',
        'verifyApplication',
      ],
    ],
    ['choosing no co-applicant removes them', { hasCoApplicant: false }, STANDARD],
    [
      'HVAC store with mortgage questions and a uuid: hvacHomeOwnership after the address',
      { isHvacStore: true, mortgageQuestionsEnabled: true, uuid: 'u-1' },
      [
        'applicantInfo',
        'applicantAddress',
        'hvacHomeOwnership',
        'applicantIncome',
        'applicantBanking',
        'hasCoApplicant',
        'application',
        'verifyApplication',
      ],
    ],
    ['mortgage questions on a non-HVAC store add nothing', { mortgageQuestionsEnabled: true }, STANDARD],
    ['HVAC store with a uuid and no mortgage questions', { isHvacStore: true, uuid: 'u-1' }, STANDARD],
    [
      'HVAC store without a uuid: HVAC questions first',
      { isHvacStore: true, uuid: null },
      ['hvacQuestions', ...STANDARD],
    ],
    [
      'HVAC store with an empty uuid: HVAC questions first',
      { isHvacStore: true, uuid: '' },
      ['hvacQuestions', ...STANDARD],
    ],
    [
      'every variation at once',
      { isHvacStore: true, mortgageQuestionsEnabled: 1, hasCoApplicant: 1 },
      [
        'hvacQuestions',
        'applicantInfo',
        'applicantAddress',
        'hvacHomeOwnership',
        'applicantIncome',
        'applicantBanking',
        'hasCoApplicant',
        'coApplicantInfo',
        'coApplicantIncome',
        'application',
        'verifyApplication',
      ],
    ],
    [
      'version 3: three steps',
      { applyFormVersion: 3, hasCoApplicant: true },
      ['singlePageApplication', 'application', 'verifyApplication'],
    ],
    [
      'version "3" as a string',
      { applyFormVersion: '3' },
      ['singlePageApplication', 'application', 'verifyApplication'],
    ],
    [
      'version 3 HVAC without uuid keeps the qualifying questions first',
      { applyFormVersion: 3, isHvacStore: true },
      ['hvacQuestions', 'singlePageApplication', 'application', 'verifyApplication'],
    ],
    ['version 2 is step-by-step', { applyFormVersion: 2 }, STANDARD],
    ['junk version is step-by-step', { applyFormVersion: 'v3' }, STANDARD],
  ])('%s', (_label, options, expected) => {
    expect(getApplySteps(options)).toEqual(expected);
  });
});

describe('spec 03 §2: a step id read back from storage or router state is one of the wizard steps', () => {
  it('accepts every step of every variation of the wizard', () => {
    const variations: ApplyStepsOptions[] = [
      { isHvacStore: true, mortgageQuestionsEnabled: true, hasCoApplicant: true },
      { isHvacStore: true, applyFormVersion: 3 },
    ];
    const steps = new Set(variations.flatMap((options) => getApplySteps(options)));
    expect(steps.size).toBe(12);
    for (const step of steps) expect(isApplyStepId(step)).toBe(true);
  });

  it('refuses another name, a different case, an inherited key and a value of another kind', () => {
    for (const value of [
      'checkout',
      'ApplicantInfo',
      '',
      'toString',
      '__proto__',
      1,
      null,
      undefined,
      {},
      ['application'],
    ]) {
      expect(isApplyStepId(value)).toBe(false);
    }
  });
});

describe('spec 03 §2: the header shows "Step N (title)"', () => {
  const steps = getApplySteps({});

  it.each<[ApplyStepId, string, string]>([
    ['applicantInfo', 'Step 1 (Applicant Information)', 'Paso 1 (Información del solicitante)'],
    ['applicantIncome', 'Step 3 (Income)', 'Paso 3 (Ingresos)'],
    ['application', 'Step 6 (Confirmation)', 'Paso 6 (Confirmación)'],
    ['verifyApplication', 'Step 7 (Verification)', 'Paso 7 (Verificación)'],
  ])('%s → %s', (step, english, spanish) => {
    expect(getStepHeader(steps, step)).toBe(english);
    expect(getStepHeader(steps, step, 'es')).toBe(spanish);
  });

  it('single-page variant: Application, Confirmation and Verification', () => {
    const single = getApplySteps({ applyFormVersion: 3 });
    expect(single.map((step) => getStepHeader(single, step))).toEqual([
      'Step 1 (Application)',
      'Step 2 (Confirmation)',
      'Step 3 (Verification)',
    ]);
  });

  it('a step outside the list has no header', () => {
    expect(getStepHeader(steps, 'coApplicantInfo')).toBeNull();
  });

  it('every step has an English and a Spanish title', () => {
    const all = getApplySteps({ isHvacStore: true, mortgageQuestionsEnabled: true, hasCoApplicant: true });
    for (const step of [...all, 'singlePageApplication' as const]) {
      const english = formatMessage(getStepTitle(step));
      expect(english).not.toMatch(/^wizard\./);
      expect(formatMessage(getStepTitle(step), 'es')).not.toBe(english);
    }
  });
});

describe('spec 01 §2: the progress bar shows each step as active or complete', () => {
  const steps: ApplyStepId[] = ['applicantInfo', 'applicantAddress', 'application'];

  it.each<[ApplyStepId | null, string[]]>([
    ['applicantInfo', ['active', 'upcoming', 'upcoming']],
    ['applicantAddress', ['complete', 'active', 'upcoming']],
    ['application', ['complete', 'complete', 'active']],
    ['coApplicantInfo', ['upcoming', 'upcoming', 'upcoming']],
    [null, ['upcoming', 'upcoming', 'upcoming']],
  ])('current %s', (current, expected) => {
    expect(getStepProgress(steps, current).map((step) => step.state)).toEqual(expected);
  });

  it('keeps the step ids', () => {
    expect(getStepProgress(steps, 'applicantInfo').map((step) => step.id)).toEqual(steps);
  });
});

describe('spec 03 §4: steps advance in order; editing from confirmation returns to confirmation', () => {
  const steps = getApplySteps({ hasCoApplicant: true });

  it.each<[ApplyStepId, ApplyStepId | null]>([
    ['applicantInfo', 'applicantAddress'],
    ['hasCoApplicant', 'coApplicantInfo'],
    ['coApplicantIncome', 'application'],
    ['application', 'verifyApplication'],
    ['verifyApplication', null],
    ['hvacQuestions', null],
  ])('next after %s → %s', (current, expected) => {
    expect(getNextStep(steps, current)).toBe(expected);
  });

  it.each<[ApplyStepId, ApplyStepId | null]>([
    ['applicantInfo', null],
    ['applicantAddress', 'applicantInfo'],
    ['application', 'coApplicantIncome'],
    ['hvacQuestions', null],
  ])('previous before %s → %s', (current, expected) => {
    expect(getPreviousStep(steps, current)).toBe(expected);
  });

  it('editing from confirmation goes straight back to the confirmation step', () => {
    expect(getNextStep(steps, 'applicantAddress', { editingFromConfirmation: true })).toBe('application');
    expect(getNextStep(steps, 'application', { editingFromConfirmation: true })).toBe('verifyApplication');
    expect(
      getNextStep(['applicantInfo', 'applicantAddress'], 'applicantInfo', { editingFromConfirmation: true }),
    ).toBe('applicantAddress');
  });
});

describe('spec 03 §4: identity check placement by intellicheckStep', () => {
  it.each<[unknown, string | null]>([
    [0, 'applicantInfo'],
    ['0', 'applicantInfo'],
    [1, 'application'],
    ['1', 'application'],
    [2, null],
    [undefined, null],
    [null, null],
    [3, null],
    ['junk', null],
  ])('%j → %j', (step, expected) => {
    expect(getIntellicheckPlacement(step)).toBe(expected);
  });
});

describe('spec 01 §2, §4: single-page sections and the active ones', () => {
  it.each<[string, Parameters<typeof getSinglePageSections>[0], string[]]>([
    [
      'plain store',
      {},
      ['applicantInfo', 'applicantAddress', 'applicantIncome', 'applicantBanking', 'hasCoApplicant'],
    ],
    [
      'HVAC with mortgage questions and a co-applicant',
      { isHvacStore: true, mortgageQuestionsEnabled: true, hasCoApplicant: true },
      [
        'applicantInfo',
        'applicantAddress',
        'hvacHomeOwnership',
        'applicantIncome',
        'applicantBanking',
        'hasCoApplicant',
        'coApplicantInfo',
        'coApplicantIncome',
      ],
    ],
  ])('shown sections: %s', (_label, options, expected) => {
    expect(getSinglePageSections(options)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof getActiveSections>[0], boolean, boolean, boolean]>([
    ['defaults: banking required by default', {}, true, false, false],
    ['banking not required, no record, not entered', { bankingRequired: false }, false, false, false],
    [
      'banking not required but a record exists',
      { bankingRequired: false, hasBankingRecord: true },
      true,
      false,
      false,
    ],
    [
      'banking not required but entered',
      { bankingRequired: false, bankingEntered: true },
      true,
      false,
      false,
    ],
    ['co-applicant sections with a co-applicant', { hasCoApplicant: true }, true, true, false],
    ['HVAC ownership when enabled', { isHvacStore: true, mortgageQuestionsEnabled: true }, true, false, true],
    [
      'HVAC ownership not enabled',
      { isHvacStore: true, mortgageQuestionsEnabled: false },
      true,
      false,
      false,
    ],
  ])('active: %s', (_label, options, banking, coApplicant, hvac) => {
    const active = getActiveSections(options);
    expect(active.includes('applicantBanking')).toBe(banking);
    expect(active.includes('coApplicantInfo') && active.includes('coApplicantIncome')).toBe(coApplicant);
    expect(active.includes('hvacHomeOwnership')).toBe(hvac);
    expect(active).toEqual(
      expect.arrayContaining(['applicantInfo', 'applicantAddress', 'applicantIncome', 'hasCoApplicant']),
    );
  });

  it.each<[Parameters<typeof getSectionGateMessage>[0], unknown, string | null]>([
    ['applicantAddress', null, 'First complete the applicant info section'],
    ['applicantIncome', '', 'First complete the applicant info section'],
    ['coApplicantInfo', 0, 'First complete the applicant info section'],
    ['applicantAddress', 42, null],
    ['applicantInfo', null, null],
  ])('gate on %s with applicant id %j → %j', (section, applicantId, expected) => {
    const message = getSectionGateMessage(section, applicantId);
    expect(message === null ? null : formatMessage(message)).toBe(expected);
  });
});

describe('spec 01 §1, §9: welcome approval ceilings', () => {
  it('is $8,000 standard and $18,000 for HVAC, in cents', () => {
    expect(getApprovalCeiling(false)).toBe(800000);
    expect(getApprovalCeiling(true)).toBe(1800000);
  });
});

describe('spec 03 §4: a reload (or another device) resumes where the application was saved', () => {
  const applicant = {
    last_name: 'Anderson',
    location: { line_1: '100 Main Street', city: 'Columbus' },
    income: [{ primary: 1, gross: 4200, frequency: 'monthly' }],
  };

  it('without an application the wizard starts at its first step', () => {
    expect(getResumeStep(STANDARD, null)).toBe('applicantInfo');
    expect(getResumeStep(['hvacQuestions', ...STANDARD], undefined)).toBe('hvacQuestions');
  });

  it('resumes at the first step whose data the saved application lacks', () => {
    expect(getResumeStep(STANDARD, { id: 7, applicant: { last_name: 'Anderson' } })).toBe('applicantAddress');
    expect(getResumeStep(STANDARD, { id: 7, applicant: { ...applicant, income: [] } })).toBe(
      'applicantIncome',
    );
    // A skipped banking step looks like one not reached: the shopper sees it again, with nothing to retype.
    expect(getResumeStep(STANDARD, { id: 7, applicant, banking: null })).toBe('applicantBanking');
    expect(getResumeStep(STANDARD, { id: 7, applicant, banking: { routing_number: '021000021' } })).toBe(
      'hasCoApplicant',
    );
  });

  it('reaches the confirmation once every form step is saved, co-applicant steps included', () => {
    const withCo: ApplyStepId[] = getApplySteps({ hasCoApplicant: true });
    const saved = {
      id: 7,
      applicant,
      banking: { routing_number: '021000021' },
      has_co_applicant: true,
      co_applicant: { last_name: 'Miller', income: [] },
    };
    expect(getResumeStep(withCo, saved)).toBe('coApplicantIncome');
    expect(
      getResumeStep(withCo, { ...saved, co_applicant: { last_name: 'Miller', income: [{ gross: 900 }] } }),
    ).toBe('application');
  });

  it('HVAC ownership counts once its home type is saved; the HVAC questions once the application exists', () => {
    const hvac = getApplySteps({ isHvacStore: true, mortgageQuestionsEnabled: true });
    expect(hvac[0]).toBe('hvacQuestions');
    expect(getResumeStep(hvac, { id: 7, applicant: { ...applicant } })).toBe('hvacHomeOwnership');
    expect(
      getResumeStep(hvac, {
        id: 7,
        applicant: { ...applicant, hvac_home_ownership: { home_type: 'house' } },
      }),
    ).toBe('applicantBanking');
    expect(isStepSaved('hvacQuestions', { id: 7 })).toBe(true);
    expect(isStepSaved('hvacQuestions', {})).toBe(false);
  });

  it('the step remembered in this tab wins while the step list has it (a skipped banking step stays behind)', () => {
    const saved = { id: 7, applicant, banking: null };
    expect(getResumeStep(STANDARD, saved, 'hasCoApplicant')).toBe('hasCoApplicant');
    expect(getResumeStep(STANDARD, saved, 'coApplicantInfo')).toBe('applicantBanking');
    expect(getResumeStep(STANDARD, saved, null)).toBe('applicantBanking');
  });

  it('the single-page variant resumes at its one page, never past it by itself', () => {
    const single = getApplySteps({ applyFormVersion: 3 });
    expect(getResumeStep(single, { id: 7, applicant, banking: { routing_number: '1' } })).toBe(
      'singlePageApplication',
    );
    expect(isStepSaved('application', { id: 7, applicant })).toBe(false);
  });
});
