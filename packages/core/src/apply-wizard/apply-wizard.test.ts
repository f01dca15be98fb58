import { describe, expect, it, vi } from 'vitest';
import { createApplyWizard, getApplyWizardView } from './apply-wizard';

describe('spec 03 §2: the wizard steps come from getApplySteps', () => {
  it('starts on applicantInfo with the standard list and shows the header Step N (title)', () => {
    const wizard = createApplyWizard();
    expect(wizard.getState().steps).toEqual([
      'applicantInfo',
      'applicantAddress',
      'applicantIncome',
      'applicantBanking',
      'hasCoApplicant',
      'application',
      'verifyApplication',
    ]);
    expect(wizard.getState().current).toBe('applicantInfo');
    const view = getApplyWizardView(wizard.getState());
    expect(view.header).toBe('Step 1 (Applicant Information)');
    expect(view.progress[0]).toEqual({
      id: 'applicantInfo',
      state: 'active',
      title: 'Applicant Information',
    });
    expect(getApplyWizardView(wizard.getState(), 'es').header).toBe('Paso 1 (Información del solicitante)');
  });

  it('puts the HVAC questions first for HVAC stores without a uuid, and not with one', () => {
    expect(createApplyWizard({ isHvacStore: true }).getState().current).toBe('hvacQuestions');
    expect(createApplyWizard({ isHvacStore: true, uuid: 'u-1' }).getState().current).toBe('applicantInfo');
  });

  it('single-page mode (apply_form_version 3) has Application, Confirmation and Verification', () => {
    const wizard = createApplyWizard({ applyFormVersion: 3 });
    expect(wizard.getState().steps).toEqual(['singlePageApplication', 'application', 'verifyApplication']);
  });
});

describe('spec 03 §4: steps advance in order and the progress bar follows', () => {
  it('Continue moves to the next step; Back returns; earlier steps show as complete', () => {
    const wizard = createApplyWizard();
    expect(wizard.next()).toBe('applicantAddress');
    expect(wizard.next()).toBe('applicantIncome');
    const view = getApplyWizardView(wizard.getState());
    expect(view.header).toBe('Step 3 (Income)');
    expect(view.progress.map((s) => s.state).slice(0, 4)).toEqual([
      'complete',
      'complete',
      'active',
      'upcoming',
    ]);
    expect(wizard.back()).toBe('applicantAddress');
  });
});

describe('spec 03 §4: editing from the confirmation returns straight to it', () => {
  it('Edit opens the section; Continue goes back to the confirmation, not the next step', () => {
    const wizard = createApplyWizard({ initialStep: 'application' });
    wizard.edit('applicantAddress');
    expect(wizard.getState()).toMatchObject({ current: 'applicantAddress', editingFromConfirmation: true });
    expect(wizard.next()).toBe('application');
    expect(wizard.getState().editingFromConfirmation).toBe(false);
    // Out of editing mode, Continue is in order again.
    wizard.goTo('applicantAddress');
    expect(wizard.next()).toBe('applicantIncome');
  });

  it('Back while editing returns to the confirmation', () => {
    const wizard = createApplyWizard({ initialStep: 'application' });
    wizard.edit('applicantIncome');
    expect(wizard.back()).toBe('application');
  });

  it("'Add Co-Applicant' walks through the co-applicant steps before returning to the confirmation", () => {
    const wizard = createApplyWizard({ initialStep: 'application' });
    wizard.addCoApplicant();
    expect(wizard.getState().current).toBe('hasCoApplicant');
    wizard.setHasCoApplicant(true);
    expect(wizard.next()).toBe('coApplicantInfo');
    expect(wizard.next()).toBe('coApplicantIncome');
    expect(wizard.next()).toBe('application');
  });

  it('switching the co-applicant off while editing returns to the confirmation', () => {
    const wizard = createApplyWizard({ initialStep: 'application', hasCoApplicant: true });
    wizard.edit('hasCoApplicant');
    wizard.setHasCoApplicant(false);
    expect(wizard.next()).toBe('application');
  });
});

describe('spec 03 §2: the co-applicant switch inserts and removes the co-applicant steps', () => {
  it('inserts coApplicantInfo and coApplicantIncome after hasCoApplicant, and removes them again', () => {
    const wizard = createApplyWizard({ initialStep: 'hasCoApplicant' });
    wizard.setHasCoApplicant(true);
    expect(wizard.getState().steps.slice(4, 8)).toEqual([
      'hasCoApplicant',
      'coApplicantInfo',
      'coApplicantIncome',
      'application',
    ]);
    expect(wizard.next()).toBe('coApplicantInfo');
    wizard.setHasCoApplicant(false);
    expect(wizard.getState().steps).not.toContain('coApplicantInfo');
    // The removed step was the current one: the wizard goes back to the switch.
    expect(wizard.getState().current).toBe('hasCoApplicant');
    expect(wizard.next()).toBe('application');
  });
});

describe('spec 02 §7: a form-progress event is pushed with form name, step and status', () => {
  it('tracks started, completed, skipped and edit, with no personal data', () => {
    const onProgress = vi.fn();
    const wizard = createApplyWizard({ onProgress, initialStep: 'applicantBanking' });
    // The first step is reported once, at the first mount, not when the wizard is made.
    expect(onProgress).not.toHaveBeenCalled();
    const unmount = wizard.mount();
    unmount();
    wizard.mount();
    wizard.next('skipped');
    wizard.goTo('application');
    wizard.edit('applicantInfo');
    expect(onProgress.mock.calls.map(([event]) => event)).toEqual([
      { form: 'application', step: 'applicantBanking', status: 'started' },
      { form: 'application', step: 'applicantBanking', status: 'skipped' },
      { form: 'application', step: 'hasCoApplicant', status: 'started' },
      { form: 'application', step: 'application', status: 'started' },
      { form: 'application', step: 'applicantInfo', status: 'edit' },
    ]);
  });
});

describe('spec 03 §4: identity check placement and list changes', () => {
  it('keeps the intellicheck placement (0 applicantInfo, 1 confirmation, default none)', () => {
    expect(createApplyWizard({ intellicheckStep: 0 }).getState().intellicheckPlacement).toBe('applicantInfo');
    expect(createApplyWizard({ intellicheckStep: 1 }).getState().intellicheckPlacement).toBe('application');
    expect(createApplyWizard().getState().intellicheckPlacement).toBeNull();
  });

  it('a uuid arriving later drops the HVAC questions from the list but keeps the current step', () => {
    const wizard = createApplyWizard({ isHvacStore: true });
    wizard.next();
    expect(wizard.getState().current).toBe('applicantInfo');
    wizard.update({ uuid: 'u-2' });
    expect(wizard.getState().steps[0]).toBe('applicantInfo');
    expect(wizard.getState().current).toBe('applicantInfo');
  });
});

describe('spec 03 §2: the header and progress bar of the wizard', () => {
  it('getView is the same object while the steps, the current step and the locale stay the same', () => {
    const wizard = createApplyWizard();
    const first = wizard.getView();
    expect(first).toEqual(getApplyWizardView(wizard.getState()));
    // A new uuid that leaves the step list as it was keeps the bar.
    wizard.update({ uuid: 'u-1' });
    expect(wizard.getView()).toBe(first);
    expect(wizard.getView('es')).not.toBe(first);
    expect(wizard.getView('es').header).toBe('Paso 1 (Información del solicitante)');
    wizard.next();
    const second = wizard.getView();
    expect(second).not.toBe(first);
    expect(second.header).toBe('Step 2 (Home Address)');
    expect(wizard.getView()).toBe(second);
    wizard.setHasCoApplicant(true);
    expect(wizard.getView()).not.toBe(second);
    expect(wizard.getView().progress.map((step) => step.id)).toContain('coApplicantInfo');
  });
});

describe('the wizard reads the session once as it opens (03 §2, §4)', () => {
  it("the opening uuid is the page configuration's: it decides the HVAC questions, and pushes without one keep it", () => {
    const withUuid = createApplyWizard({ isHvacStore: true, resume: { uuid: 'u-1' } });
    expect(withUuid.getState().current).toBe('applicantInfo');
    const without = createApplyWizard({ isHvacStore: true, resume: { uuid: null } });
    expect(without.getState().steps[0]).toBe('hvacQuestions');
    // Later renders push the list inputs, never the uuid: a uuid created on the way renumbers nothing.
    without.update({ isHvacStore: true, intellicheckStep: 2 });
    expect(without.getState().steps[0]).toBe('hvacQuestions');
  });

  it('opens at the remembered step when it is in the list, else where the application stops', () => {
    const application = { id: 1, applicant: { last_name: 'Smith', location: { line_1: '1 Main St' } } };
    expect(
      createApplyWizard({ resume: { application, rememberedStep: 'applicantBanking' } }).getState().current,
    ).toBe('applicantBanking');
    expect(
      createApplyWizard({ resume: { application, rememberedStep: 'hvacQuestions' } }).getState().current,
    ).toBe('applicantIncome');
    expect(createApplyWizard({ resume: { application: null } }).getState().current).toBe('applicantInfo');
  });

  it('a given initialStep wins over the resume', () => {
    expect(
      createApplyWizard({
        initialStep: 'hasCoApplicant',
        resume: { rememberedStep: 'applicantBanking' },
      }).getState().current,
    ).toBe('hasCoApplicant');
  });
});
