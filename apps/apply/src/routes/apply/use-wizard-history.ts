import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getWizardHistoryStep, readWizardHistoryStep, type WizardHistoryState } from '@leasekit/core';
import { type ApplyStepId, type ApplyWizard } from '@leasekit/core/apply';
import { useNavigationPending } from '../../app/navigation-pending';

/** A wizard entry's navigation state: its step, and the step of the entry it was pushed from. */
interface WizardEntryState extends WizardHistoryState {
  from?: ApplyStepId;
}

/**
 * Makes each wizard step a history entry of the hash router (docs/behaviour.md "Browser history"), so the
 * browser's Back and Forward (and the phone's back gesture) move between steps instead of leaving the
 * application. A step the wizard shows gets an entry `{ step }` (the route's first entry is taken over);
 * an entry reached by Back or Forward shows its step when the core's `getWizardHistoryStep` allows it,
 * else it is taken over by the step shown. The app's own Back, going to the step the entry came from,
 * goes back in history rather than adding an entry, so both Backs walk the same way. The steps' values
 * come from the saved application, as they do for the app's Back.
 */
export function useWizardHistory(
  wizard: ApplyWizard,
  current: ApplyStepId,
  steps: readonly ApplyStepId[],
): void {
  const location = useLocation();
  const navigate = useNavigate();
  // A step that also leaves the route (the identity check after the applicant info) must not have its
  // navigation replaced by the step's entry: entries are made only while no navigation is under way.
  const navigating = useNavigationPending();
  const seenKey = React.useRef<string | null>(null);
  // The step an entry is being made for: StrictMode runs effects twice before the router has moved.
  const pending = React.useRef<ApplyStepId | null>(null);

  React.useEffect(() => {
    if (navigating()) return;
    const arrived = seenKey.current !== null && seenKey.current !== location.key;
    seenKey.current = location.key;
    const entryStep = readWizardHistoryStep(location.state);
    if (entryStep === current) {
      pending.current = null;
      return;
    }
    if (arrived && pending.current === null) {
      // Back or Forward onto another step's entry: the wizard follows when the step may show.
      const step = getWizardHistoryStep(steps, location.state);
      if (step) {
        wizard.goTo(step);
        return;
      }
    }
    if (pending.current === current) return;
    pending.current = current;
    if (entryStep && readFrom(location.state) === current) {
      // The app's Back to the step this entry came from: the same as the browser's Back.
      void navigate(-1);
      return;
    }
    // The route's first entry, or one whose step the wizard may no longer show, is taken over.
    const takeOver = !getWizardHistoryStep(steps, location.state);
    const state: WizardEntryState =
      entryStep && !takeOver ? { step: current, from: entryStep } : { step: current };
    void navigate(location.pathname, { state, replace: takeOver });
  }, [current, navigating, location.key, location.pathname, location.state, navigate, steps, wizard]);
}

/** The step an entry was pushed from, or null. */
function readFrom(state: unknown): ApplyStepId | null {
  return typeof state === 'object' && state !== null && 'from' in state
    ? readWizardHistoryStep({ step: state.from })
    : null;
}
