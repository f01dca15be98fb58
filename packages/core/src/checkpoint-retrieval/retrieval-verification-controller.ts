import type { ApiTransport } from '../api/types';
import type { NavigatePort, NotifyPort } from '../checkout/ports';
import type { Locale } from '../messages';
import {
  createPinVerification,
  type PinOutcome,
  type PinVerification,
  type PinVerificationState,
} from '../pin-verification';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';

/** Options of {@link createRetrievalVerificationController}; `locale` and the ports may change. */
export interface RetrievalVerificationControllerOptions {
  transport: ApiTransport;
  session: SessionStore;
  /** The retrieval's PIN reference. */
  uuid: string;
  navigate: NavigatePort;
  /** Shows the PIN flow's notices ('PIN verification successful.', a failure) as toasts. */
  notify: NotifyPort;
  /** The texts' locale; English by default. */
  locale?: Locale;
}

/** The verification controller: the PIN form's state as its view, and the form's actions. */
export interface RetrievalVerificationController extends ReadableStore<PinVerificationState> {
  /** The PIN flow the form drives (code, submit, resend, mode, items confirmation). */
  pin: PinVerification;
  /** 'Start a new application': the retrieval is dropped and the wizard opens. */
  newApplication(): void;
  /** Takes the options that follow the app (uuid, locale, ports). */
  update(
    options: Partial<Pick<RetrievalVerificationControllerOptions, 'uuid' | 'locale' | 'navigate' | 'notify'>>,
  ): void;
}

/**
 * The PIN verification of a retrieved application (01 §4, 02 §4, 03 §7) on the PIN store: the first
 * PIN is sent when the form first opens (retrieval sends none by itself); a verified PIN replaces the
 * session token (docs/behaviour.md 03 §6 "Session tokens"); a maxed one stores the generic denial and
 * opens the denied screen; one that requires a new application starts it with the returned record;
 * otherwise the existing approved application is loaded, the original store remembered, and the
 * checkpoint redirect routes by it. Notices go to `notify`. The factory starts nothing.
 */
export function createRetrievalVerificationController(
  options: RetrievalVerificationControllerOptions,
): RetrievalVerificationController {
  const { session } = options;
  let current = { ...options };
  const pinOptions = () => {
    const { checkout, retailStore, iframe } = session.getState();
    return { checkoutId: checkout?.id ?? null, storeId: retailStore?.id ?? null, iframe };
  };

  function onOutcome(outcome: PinOutcome) {
    // A form no longer on screen routes nowhere.
    if (!lifecycle.mounted) return;
    if (outcome.type === 'maxed') {
      const application = session.getState().application ?? {};
      session.patch({
        application: { ...application, application_result: outcome.result, submitted: true },
      });
      current.navigate('/result/denied', { replace: true });
      return;
    }
    const application = outcome.application ?? {};
    if (outcome.type === 'new-application') {
      session.patch({
        application,
        uuid: outcome.application?.uuid ?? null,
        retrieval: null,
      });
      current.navigate('/apply');
      return;
    }
    // 01 §4: the existing approved application is loaded and the original store remembered.
    session.loadExistingApplication(application, null);
    session.clearRetrieval();
    current.navigate('/checkpoint/redirect', { replace: true });
  }

  const pin = createPinVerification({
    transport: options.transport,
    uuid: options.uuid,
    ...pinOptions(),
    retrieval: true,
    locale: options.locale,
    onToken: (token) => session.patch({ token }),
    onOutcome,
  });
  const lifecycle = createStore<Record<string, never>>({});
  let sent = false;
  lifecycle.onMount(() => pin.mount());
  lifecycle.onMount(() => {
    const push = () => pin.update(pinOptions());
    push();
    return session.subscribe(push);
  });
  lifecycle.onMount(() => {
    const show = () => {
      const { notice } = pin.getState();
      if (!notice) return;
      current.notify(notice);
      pin.dismissNotice();
    };
    show();
    return pin.subscribe(show);
  });
  // Retrieval sends no PIN by itself: the verification form asks for one when it first opens.
  lifecycle.onMount(() => {
    if (sent) return;
    sent = true;
    void pin.resend();
  });
  lifecycle.onDispose(() => pin.dispose());

  return {
    getState: pin.getState,
    subscribe: pin.subscribe,
    mount: lifecycle.mount,
    dispose: lifecycle.dispose,
    pin,
    newApplication() {
      session.patch({ retrieval: null, application: null, uuid: null });
      current.navigate('/apply');
    },
    update(next) {
      current = { ...current, ...next };
      if (next.uuid !== undefined || next.locale !== undefined)
        pin.update({
          ...(next.uuid !== undefined ? { uuid: next.uuid } : {}),
          ...(next.locale !== undefined ? { locale: next.locale } : {}),
        });
    },
  };
}
