import type { ApplyWizard } from '../apply-wizard/apply-wizard';
import { isRecord } from '../rules/values';
import { getWizardHistoryStep, readWizardHistoryStep, type WizardHistoryState } from '../rules/history';
import type { ApplyStepId } from '../rules/wizard';

/** A wizard entry's navigation state: its step, and the step of the entry it was pushed from. */
export interface WizardEntryState extends WizardHistoryState {
  /** The step of the entry this one was pushed from; none on a taken-over entry. */
  from?: ApplyStepId;
}

/** The browser history as the wizard uses it; the app's router provides it. */
export interface WizardHistoryPort {
  /** Makes an entry of the current address with `state`: a new one, or the current one taken over. */
  enter(state: WizardEntryState, options: { replace: boolean }): void;
  /** Goes back one entry. */
  back(): void;
  /** Whether a navigation is under way (one that leaves the route must not be overtaken). */
  navigating(): boolean;
}

/** Options of {@link createWizardHistory}. */
export interface WizardHistoryOptions {
  /** The wizard whose steps become history entries. */
  wizard: Pick<ApplyWizard, 'getState' | 'goTo'>;
  /** The app's history. */
  history: WizardHistoryPort;
}

/** The history entry the router shows: its key (new at every navigation) and its navigation state. */
export interface WizardLocation {
  key: string;
  state: unknown;
}

/** Makes each wizard step a history entry; see {@link createWizardHistory}. */
export interface WizardHistory {
  /**
   * Brings the wizard and the history together after a render in which the entry shown or the wizard's
   * step (or steps) changed: the wizard follows an entry reached by Back or Forward, or the step shown
   * gets its entry.
   */
  follow(location: WizardLocation): void;
  /** Takes a new history port (the router's functions of the latest render). */
  update(options: Pick<WizardHistoryOptions, 'history'>): void;
}

/** The step an entry was pushed from, or null (the state is hostile). */
function readFrom(state: unknown): ApplyStepId | null {
  return isRecord(state) ? readWizardHistoryStep({ step: state.from }) : null;
}

/**
 * Creates the wizard's history (docs/behaviour.md "Browser history"), so the browser's Back and Forward
 * (and the phone's back gesture) move between steps instead of leaving the application. A step the
 * wizard shows gets an entry `{ step }` (the route's first entry is taken over); an entry reached by
 * Back or Forward shows its step when `getWizardHistoryStep` allows it, else it is taken over by the step
 * shown. The app's own Back, going to the step the entry came from, goes back in history rather than
 * adding an entry, so both Backs walk the same way. Nothing happens while a navigation is under way (the
 * identity check after the applicant info leaves the route). It keeps no timer or listener: the app calls
 * `follow` after each render that changed the entry or the step.
 */
export function createWizardHistory(options: WizardHistoryOptions): WizardHistory {
  const { wizard } = options;
  let { history } = options;
  let seenKey: string | null = null;
  // The step an entry is being made for: React's strict mode runs effects twice before the router moved.
  let pending: ApplyStepId | null = null;
  return {
    follow(location) {
      if (history.navigating()) return;
      const { current, steps } = wizard.getState();
      const arrived = seenKey !== null && seenKey !== location.key;
      seenKey = location.key;
      const entryStep = readWizardHistoryStep(location.state);
      if (entryStep === current) {
        pending = null;
        return;
      }
      if (arrived && pending === null) {
        // Back or Forward onto another step's entry: the wizard follows when the step may show.
        const step = getWizardHistoryStep(steps, location.state);
        if (step) {
          wizard.goTo(step);
          return;
        }
      }
      if (pending === current) return;
      pending = current;
      if (entryStep && readFrom(location.state) === current) {
        // The app's Back to the step this entry came from: the same as the browser's Back.
        history.back();
        return;
      }
      // The route's first entry, or one whose step the wizard may no longer show, is taken over.
      const takeOver = !getWizardHistoryStep(steps, location.state);
      const state: WizardEntryState =
        entryStep && !takeOver ? { step: current, from: entryStep } : { step: current };
      history.enter(state, { replace: takeOver });
    },
    update(next) {
      history = next.history;
    },
  };
}
