import type { ApplyWizard } from '../apply-wizard/apply-wizard';
import { createApplicationConfirmation } from '../apply-wizard/confirmation';
import type { NotifyPort } from '../checkout/ports';
import type { Locale } from '../messages';
import {
  createPinVerification,
  getPinSubmitApplication,
  type PinOutcome,
  type PinVerification,
  type PinVerificationState,
} from '../pin-verification';
import type { SessionState } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';
import type { WizardPorts } from './ports';
import { recordResult } from './record-result';

/** The toast id of the PIN's failures: a second wrong PIN replaces the first's toast instead of stacking. */
const PIN_NOTICE_ID = 'pin-verification';

/** Options of {@link createPinStepController}. */
export interface PinStepControllerOptions extends Omit<WizardPorts, 'host'> {
  /** The wizard the step belongs to: its Edit Application and Start a new application buttons. */
  wizard: Pick<ApplyWizard, 'getState' | 'goTo'>;
  /** Shows the PIN's notices ('PIN verification successful.', 'PIN verification failed.') as toasts. */
  notify: NotifyPort;
  /** Language of the texts; English by default. */
  locale?: Locale;
}

/** What the verification step shows: the state of {@link createPinStepController}. */
export interface PinStepState {
  /** The PIN form: the code, its status, the send mode, the items confirmation, the field's error. */
  pin: PinVerificationState;
  /** Whether this verifies a retrieved application (an existing one) rather than a new one. */
  retrieval: boolean;
  /** The submit's failure text after a verified PIN, or null. */
  error: string | null;
  /** True while the verified application is submitted. */
  submittingApplication: boolean;
}

/** The controller of the verification step ('Text Message Verification', 02 §2, §4, §8; 03 §4). */
export interface PinStepController extends ReadableStore<PinStepState> {
  /** The PIN flow the form drives (code, resend, send mode, items shown, items confirmation). */
  pin: PinVerification;
  /** Continue: confirms the PIN, or submits the application again after a failed submit. */
  continue(): void;
  /** Edit Application: back to the confirmation. */
  editApplication(): void;
  /** Start a new application: the saved one is forgotten and the wizard starts over. */
  newApplication(): void;
  /** Takes new options (the language, the router, the notices). */
  update(options: Partial<Pick<PinStepControllerOptions, 'locale' | 'goTo' | 'notify'>>): void;
}

/** The PIN's inputs that come from the session, pushed to it whenever the session changes. */
function pinInputs(state: SessionState) {
  return {
    uuid: state.uuid ?? state.application?.uuid ?? '',
    checkoutId: state.checkout?.id ?? null,
    storeId: state.retailStore?.id ?? null,
    retrieval: Boolean(state.retrieval),
    iframe: state.iframe,
  };
}

/**
 * Creates the controller of the verification step: the PIN flow with the session's application,
 * checkout and store; a verified PIN replaces the session token (docs/behaviour.md 03 §6 "Session
 * tokens") and submits the verified application (03 §4, §7); a maxed one is denied. A result is put on
 * the session's application and its screen takes the PIN's history entry over, so Back never reopens a
 * PIN already used. 'PIN verification successful.' waits for the submit it leads to: a green toast must
 * not precede a denial, so it shows with an approval (or here when the submit fails), never with bad
 * news; failures show at once, one toast replacing the last. Nothing starts before `mount()`.
 */
export function createPinStepController(options: PinStepControllerOptions): PinStepController {
  let config = { ...options };
  const { session, wizard } = options;
  const confirmation = createApplicationConfirmation({
    transport: options.transport,
    locale: options.locale,
  });
  let verifiedNotice: string | null = null;

  const onOutcome = (outcome: PinOutcome) => {
    if (outcome.type === 'maxed') {
      verifiedNotice = null;
      config.goTo(recordResult(session, { ...outcome.result }, 'denied'), { replace: true });
      return;
    }
    const application = getPinSubmitApplication(outcome, session.getState().application);
    void confirmation.submit(application).then((submitted) => {
      const good = submitted.type !== 'result' || submitted.route === 'approved';
      if (good && verifiedNotice) config.notify({ kind: 'success', message: verifiedNotice });
      verifiedNotice = null;
      if (submitted.type === 'result')
        config.goTo(recordResult(session, submitted.result, submitted.route), { replace: true });
    });
  };

  const pin = createPinVerification({
    transport: options.transport,
    ...pinInputs(session.getState()),
    locale: options.locale,
    onToken: (token) => session.patch({ token }),
    onOutcome,
  });

  const compute = (): PinStepState => {
    const submit = confirmation.getState();
    return {
      pin: pin.getState(),
      retrieval: Boolean(session.getState().retrieval),
      error: submit.error,
      submittingApplication: submit.status === 'submitting',
    };
  };
  const store = createStore<PinStepState>(compute());
  const sync = () =>
    store.setState((previous) => {
      const next = compute();
      const same = (Object.keys(next) as (keyof PinStepState)[]).every((key) => previous[key] === next[key]);
      return same ? previous : next;
    });

  store.onMount(() => {
    const showNotice = () => {
      const { notice } = pin.getState();
      if (!notice) return;
      if (notice.kind === 'success') verifiedNotice = notice.message;
      else config.notify(notice, PIN_NOTICE_ID);
      pin.dismissNotice();
    };
    const ends = [pin.mount(), confirmation.mount(), pin.subscribe(showNotice), pin.subscribe(sync)];
    ends.push(
      confirmation.subscribe(sync),
      session.subscribe(() => {
        pin.update(pinInputs(session.getState()));
        sync();
      }),
    );
    pin.update(pinInputs(session.getState()));
    showNotice();
    sync();
    return () => {
      for (const end of ends.splice(0)) end();
    };
  });
  store.onDispose(() => {
    pin.dispose();
    confirmation.dispose();
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    pin,
    continue() {
      if (confirmation.getState().status === 'error') void confirmation.submit();
      else void pin.submit();
    },
    editApplication: () => wizard.goTo('application'),
    newApplication() {
      session.patch({ application: null, uuid: null, retrieval: null });
      const [first] = wizard.getState().steps;
      if (first) wizard.goTo(first);
    },
    update(next) {
      const locale = config.locale;
      config = { ...config, ...next };
      if (config.locale === locale) return;
      pin.update({ locale: config.locale });
      confirmation.update({ locale: config.locale });
    },
  };
}
