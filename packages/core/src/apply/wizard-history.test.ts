import { describe, expect, it } from 'vitest';
import { createApplyWizard } from '../apply-wizard/apply-wizard';
import { createWizardHistory, type WizardLocation } from './wizard-history';

/**
 * A browser history of one route as a hash router keeps it: entries with a key and a navigation state,
 * and the index shown. `settle` is the render after a change: the app calls `follow` with the entry shown.
 */
function setup(options: { hasCoApplicant?: boolean } = {}) {
  let keys = 0;
  const entries: WizardLocation[] = [{ key: `k${keys++}`, state: null }];
  let index = 0;
  let navigating = false;
  const calls: string[] = [];
  const wizard = createApplyWizard({ hasCoApplicant: options.hasCoApplicant });
  const history = createWizardHistory({
    wizard,
    history: {
      enter(state, { replace }) {
        calls.push(replace ? 'replace' : 'push');
        const entry = { key: `k${keys++}`, state };
        if (replace) entries[index] = entry;
        else entries.splice(++index, entries.length, entry);
      },
      back() {
        calls.push('back');
        index -= 1;
      },
      navigating: () => navigating,
    },
  });
  /** Renders until nothing changes any more, as React's effects do after each navigation. */
  const settle = () => {
    for (let round = 0; round < 5; round++) {
      const before = `${entries[index]!.key}/${wizard.getState().current}`;
      history.follow(entries[index]!);
      if (`${entries[index]!.key}/${wizard.getState().current}` === before) return;
    }
  };
  const browser = {
    back() {
      index -= 1;
      settle();
    },
    forward() {
      index += 1;
      settle();
    },
  };
  return {
    wizard,
    history,
    entries: () => entries.slice(),
    shown: () => entries[index]!,
    calls,
    settle,
    browser,
    setNavigating: (value: boolean) => (navigating = value),
  };
}

describe('docs/behaviour.md "Browser history": each wizard step is a history entry', () => {
  it("takes the route's first entry over with the step shown, once, even when followed twice (strict mode)", () => {
    const { settle, history, shown, calls, entries } = setup();
    settle();
    history.follow(shown());
    expect(calls).toEqual(['replace']);
    expect(entries()).toEqual([{ key: 'k1', state: { step: 'applicantInfo' } }]);
  });

  it('pushes an entry for every step the wizard moves on to, naming the step it came from', () => {
    const { settle, wizard, entries } = setup();
    settle();
    wizard.next();
    settle();
    expect(entries().map((entry) => entry.state)).toEqual([
      { step: 'applicantInfo' },
      { step: 'applicantAddress', from: 'applicantInfo' },
    ]);
  });

  it("the browser's Back and Forward move the wizard between the steps' entries, adding none", () => {
    const { settle, wizard, browser, calls } = setup();
    settle();
    wizard.next();
    settle();
    browser.back();
    expect(wizard.getState().current).toBe('applicantInfo');
    browser.forward();
    expect(wizard.getState().current).toBe('applicantAddress');
    expect(calls).toEqual(['replace', 'push']);
  });

  it("the app's Back to the step the entry came from goes back in history, so Forward returns to the step left", () => {
    const { settle, wizard, browser, calls } = setup();
    settle();
    wizard.next();
    settle();
    wizard.back();
    settle();
    expect(calls).toEqual(['replace', 'push', 'back']);
    browser.forward();
    expect(wizard.getState().current).toBe('applicantAddress');
  });

  it('an entry whose step the co-applicant switch removed is taken over by the step shown', () => {
    const { settle, wizard, browser, calls, shown } = setup({ hasCoApplicant: true });
    settle();
    wizard.goTo('coApplicantInfo');
    settle();
    wizard.goTo('hasCoApplicant');
    settle();
    wizard.setHasCoApplicant(false);
    browser.back();
    expect(wizard.getState().current).toBe('hasCoApplicant');
    expect(shown().state).toMatchObject({ step: 'hasCoApplicant' });
    expect(calls.at(-1)).toBe('replace');
  });

  it('a hostile navigation state names no step: the entry is taken over', () => {
    const { history, calls, wizard } = setup();
    history.follow({ key: 'x', state: { step: 'admin', from: 42 } });
    expect(calls).toEqual(['replace']);
    expect(wizard.getState().current).toBe('applicantInfo');
  });

  it('makes no entry while a navigation is under way (the identity check leaving the route)', () => {
    const { settle, wizard, calls, setNavigating } = setup();
    settle();
    setNavigating(true);
    wizard.next();
    settle();
    expect(calls).toEqual(['replace']);
  });
});
