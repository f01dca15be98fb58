import {
  createApplyWizard,
  type ApplyWizard,
  type ApplyWizardOptions,
  type ApplyWizardView,
} from '../apply-wizard/apply-wizard';
import { createSessionRestore } from '../apply-wizard/session-restore';
import type { Locale } from '../messages';
import { getStoreDetails, isHvacStore, type StoreDetails } from '../rules/checkout';
import { getApplyHistoryGuard, readWizardHistoryStep } from '../rules/history';
import type { ResultRoute } from '../rules/results';
import { getApprovalCeiling, type ApplyStepId } from '../rules/wizard';
import type { SessionState, SessionStore } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';

/**
 * Where the tab remembers the wizard step it was on, per application uuid (the app's storage): read once
 * as the wizard opens, written whenever the step shown changes.
 */
export interface WizardPositionPort {
  /** The step remembered for the application `uuid`, or null. */
  read(uuid: string | null): ApplyStepId | null;
  /** Remembers the step shown for the application `uuid`. */
  remember(uuid: string | null, step: ApplyStepId): void;
}

/** Options of {@link createApplyRouteController}. */
export interface ApplyRouteControllerOptions {
  /** The shopper's session: its store opens the wizard, its application decides the history guard. */
  session: SessionStore;
  /**
   * Brings the session's store and application back after a reload (only the token survives it) by the
   * token exchange; resolves false (or rejects) when that fails.
   */
  restore: () => Promise<boolean>;
  /** Where the tab remembers its wizard step. */
  position: WizardPositionPort;
  /** The navigation state of the history entry the route opens on; it may name the step to show. */
  entryState?: unknown;
  /** Receives the wizard's form-progress events (the tracker's `trackFormProgress`); none by default. */
  onProgress?: ApplyWizardOptions['onProgress'];
  /** Language of the progress bar's titles; English by default. */
  locale?: Locale;
}

/** What the /apply route shows: the state of {@link createApplyRouteController}. */
export interface ApplyRouteState {
  /**
   * Where the route leaves for, replacing its entry: 'checkpoint' once a restore failed, a decided
   * application's result screen; null while the wizard may show.
   */
  redirect: 'checkpoint' | ResultRoute | null;
  /** The wizard, made once the session has its store; null while the store comes back ('One moment'). */
  wizard: ApplyWizard | null;
  /** The step shown; null before the wizard exists. */
  current: ApplyStepId | null;
  /** The wizard's steps in order; empty before the wizard exists. */
  steps: readonly ApplyStepId[];
  /** The progress bar in the locale; empty before the wizard exists. */
  progress: ApplyWizardView['progress'];
  /**
   * The approval ceiling in cents that the welcome promise names (01 §1) on the screen a store's link
   * opens (the first step of the bar, where the shopper starts typing); null on every other screen.
   */
  welcomeCeiling: number | null;
  /** The store details the wizard shows when the lease program says so (03 §2), else null. */
  storeDetails: StoreDetails | null;
}

/** The controller of the /apply route (03 §2). */
export interface ApplyRouteController extends ReadableStore<ApplyRouteState> {
  /** Takes a new language for the progress bar. */
  update(options: Partial<Pick<ApplyRouteControllerOptions, 'locale'>>): void;
}

/** The wizard's inputs the session decides, pushed to it whenever the session changes. */
function wizardInputs(state: SessionState) {
  const program = state.retailStore?.lease_program;
  return {
    isHvacStore: isHvacStore(state.retailStore),
    mortgageQuestionsEnabled: program?.mortgage_questions_enabled,
    applyFormVersion: program?.apply_form_version,
    intellicheckStep: state.intellicheckStep,
  };
}

/**
 * Creates the controller of the /apply route (03 §2, §4): it restores the session after a reload (a
 * failed restore leaves for the checkpoint), sends a decided application to its result (docs/behaviour.md
 * "Browser history"), and once the session has its store makes the wizard, opening it at the step of the
 * entry's navigation state, else the step the tab remembers for the application, else where the saved
 * application stops. It remembers every step shown and keeps the bar, the welcome promise's ceiling and
 * the store details. Nothing starts before `mount()`.
 */
export function createApplyRouteController(options: ApplyRouteControllerOptions): ApplyRouteController {
  const { session, position, onProgress } = options;
  let locale = options.locale;
  const restore = createSessionRestore(options.restore);
  let wizard: ApplyWizard | null = null;
  let detailsOf: { retailStore: unknown; details: StoreDetails | null } | null = null;

  const compute = (previous?: ApplyRouteState): ApplyRouteState => {
    const state = session.getState();
    const redirect = restore.getState().failed ? 'checkpoint' : getApplyHistoryGuard(state.application);
    if (detailsOf?.retailStore !== state.retailStore)
      detailsOf = { retailStore: state.retailStore, details: getStoreDetails(state.retailStore) };
    const wizardState = wizard?.getState();
    const progress = wizard?.getView(locale).progress ?? [];
    const current = wizardState?.current ?? null;
    const entry =
      (current === 'applicantInfo' || current === 'singlePageApplication') && progress[0]?.state === 'active';
    const next: ApplyRouteState = {
      redirect,
      wizard,
      current,
      steps: wizardState?.steps ?? [],
      progress,
      welcomeCeiling: entry ? getApprovalCeiling(isHvacStore(state.retailStore)) : null,
      storeDetails: detailsOf.details,
    };
    const same =
      previous &&
      (Object.keys(next) as (keyof ApplyRouteState)[]).every((key) => previous[key] === next[key]);
    return same ? previous : next;
  };
  /** Makes the wizard the first time the session has its store; the session as it is then opens it. */
  const open = () => {
    const state = session.getState();
    if (wizard || !state.retailStore) return;
    const entryStep = readWizardHistoryStep(options.entryState);
    wizard = createApplyWizard({
      ...wizardInputs(state),
      hasCoApplicant: Boolean(state.application?.has_co_applicant),
      onProgress,
      // Read once: the page configuration's uuid decides the HVAC questions (03 §2) for the wizard's life.
      resume: {
        uuid: state.uuid,
        application: state.application,
        rememberedStep: entryStep ?? position.read(state.uuid),
      },
    });
  };

  // Making the wizard starts nothing: a session that has its store shows the wizard from the first render.
  open();
  const store = createStore<ApplyRouteState>(compute());
  const sync = () => store.setState(compute);

  let endWizard: (() => void) | null = null;
  const startWizard = () => {
    const current = wizard;
    if (!current || endWizard) return;
    let shown: ApplyStepId | null = null;
    const follow = () => {
      const step = current.getState().current;
      if (step !== shown) {
        shown = step;
        position.remember(session.getState().uuid, step);
      }
      sync();
    };
    const ends = [current.mount(), current.subscribe(follow)];
    endWizard = () => {
      for (const end of ends.splice(0)) end();
      endWizard = null;
    };
    follow();
  };

  store.onMount(() => {
    const endRestore = restore.mount();
    const offRestore = restore.subscribe(sync);
    const onSession = () => {
      const state = session.getState();
      restore.ensure(Boolean(state.retailStore));
      wizard?.update(wizardInputs(state));
      open();
      startWizard();
      sync();
    };
    const offSession = session.subscribe(onSession);
    onSession();
    return () => {
      offSession();
      offRestore();
      endRestore();
      endWizard?.();
    };
  });
  store.onDispose(() => {
    restore.dispose();
    wizard?.dispose();
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    update(next) {
      if (next.locale === undefined || next.locale === locale) return;
      locale = next.locale;
      sync();
    },
  };
}
