import { afterEach, describe, expect, it } from 'vitest';
import { readWizardStep, rememberWizardStep, WIZARD_POSITION_KEY } from './wizard-position';

afterEach(() => sessionStorage.clear());

describe('spec 03 §2: a reload resumes the wizard at the step this tab was on', () => {
  it('reads back the step remembered for the same application, and nothing for another or none', () => {
    rememberWizardStep('u-1', 'applicantIncome');
    expect(readWizardStep('u-1')).toBe('applicantIncome');
    expect(readWizardStep('u-2')).toBeNull();
    expect(readWizardStep(null)).toBeNull();
  });

  it('remembers nothing before the application has a uuid', () => {
    rememberWizardStep(null, 'applicantInfo');
    expect(sessionStorage.getItem(WIZARD_POSITION_KEY)).toBeNull();
  });

  it('a stored value that is not a wizard step of this application is ignored (storage is hostile)', () => {
    for (const raw of [
      '{"uuid":"u-1","step":"checkout"}',
      '{"uuid":"u-1","step":7}',
      '{"uuid":"u-1"}',
      '["u-1","application"]',
      'null',
      '"application"',
      'not json',
    ]) {
      sessionStorage.setItem(WIZARD_POSITION_KEY, raw);
      expect(readWizardStep('u-1')).toBeNull();
    }
  });

  it('a stored position with extra keys still resumes; one hidden under a __proto__ key or in an array does not', () => {
    sessionStorage.setItem(WIZARD_POSITION_KEY, '{"uuid":"u-1","step":"applicantIncome","at":3}');
    expect(readWizardStep('u-1')).toBe('applicantIncome');
    for (const raw of [
      '{"__proto__":{"uuid":"u-1","step":"applicantIncome"}}',
      '[{"uuid":"u-1","step":"applicantIncome"}]',
    ]) {
      sessionStorage.setItem(WIZARD_POSITION_KEY, raw);
      expect(readWizardStep('u-1')).toBeNull();
    }
  });
});
