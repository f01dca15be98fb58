import type { NavigatePort } from '../checkout/ports';
import { getReturnToStoreAction, type HostBridge } from '../host-bridge';
import { formatMessage, t, type Locale, type MessageDescriptor } from '../messages';
import { getApplicationResult } from '../rules/app-routing';
import { getContactStoreMessage, getContractInProgressMessage, getDenialMessage } from '../rules/results';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';

/** The result screens that show a message (03 §2). */
export type ResultMessageVariant = 'denied' | 'contract-in-progress' | 'contact-store';

/** What a result message screen shows: the state of {@link createResultMessageController}. */
export interface ResultMessageView {
  /** The message, in the locale. */
  message: string;
  /** The button's label: Return to Store inside a checkout, else Return (denied) or Back. */
  actionLabel: string;
  /** Where the button leads when it is a link (redirect mode with a failure url); undefined otherwise. */
  actionHref: string | undefined;
  /** Whether the payroll panel may show (a denial; the panel checks the offer itself). */
  payroll: boolean;
}

/** Options of {@link createResultMessageController}; `locale`, `contactPhone` and `navigate` may change. */
export interface ResultMessageControllerOptions {
  variant: ResultMessageVariant;
  session: SessionStore;
  host: HostBridge;
  navigate: NavigatePort;
  /** The store's contact number (one number on every result screen); empty by default. */
  contactPhone?: string;
  /** The texts' locale; English by default. */
  locale?: Locale;
}

/** The result message screen's controller: the view and the button. */
export interface ResultMessageController extends ReadableStore<ResultMessageView> {
  /** The button (when not a link): `close` to the host inside a frame or popup, else the checkpoint. */
  act(): void;
  /** Takes the options that follow the app (locale, contact number, navigation). */
  update(
    options: Partial<Pick<ResultMessageControllerOptions, 'locale' | 'contactPhone' | 'navigate'>>,
  ): void;
}

function opaqueId(value: unknown): string | number | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * The denied, contract-in-progress and contact-store screens (03 §2, §4, §8). While on screen the host
 * gets CHECKOUT_APP_COMPLETE with the application id and the result code (opaque ids only, 04). Inside a
 * checkout the button returns to the store (the checkout's failure url); otherwise it goes back to the
 * checkpoint. In an iframe or popup the button posts `close` instead of loading the retailer's page
 * inside the retailer's own modal. Payroll deduction can turn a denial into an approval (02 §1): the new
 * result opens the approved screen. The factory starts nothing; `mount()` posts and follows the session.
 */
export function createResultMessageController(
  options: ResultMessageControllerOptions,
): ResultMessageController {
  const { session, host, variant } = options;
  let current = { ...options };

  const facts = () => {
    const { application, retrieval, checkout } = session.getState();
    const result = getApplicationResult(application);
    // A contract in progress belongs to an earlier application the session only knows from its retrieval.
    const applicationId = opaqueId(application?.id) ?? opaqueId(retrieval?.application_id);
    const failureUrl = typeof checkout?.return_url_failure === 'string' ? checkout.return_url_failure : null;
    // Inside a checkout, Return to Store goes through the host (04 Modes): in an iframe or popup the app
    // posts `close` after its terminal message; only in redirect mode does the browser leave.
    const action = checkout
      ? getReturnToStoreAction(host.getState().mode, failureUrl)
      : { type: 'none' as const };
    return { result, applicationId, action, approved: variant === 'denied' && result?.code === 'A' };
  };

  function viewOf(): ResultMessageView {
    const { result, action } = facts();
    const phone = current.contactPhone ?? '';
    const descriptor: MessageDescriptor =
      variant === 'denied'
        ? // The store's contact number, as the lender's own denial message and the store details give it.
          getDenialMessage(result, phone)
        : variant === 'contract-in-progress'
          ? getContractInProgressMessage(phone)
          : getContactStoreMessage(phone);
    const label =
      variant === 'denied'
        ? action.type !== 'none'
          ? 'app.result.returnToStore'
          : 'app.result.return'
        : 'app.result.back';
    return {
      message: formatMessage(descriptor, current.locale),
      actionLabel: t(label, undefined, current.locale),
      actionHref: action.type === 'navigate' ? action.url : undefined,
      payroll: variant === 'denied',
    };
  }

  const store = createStore<ResultMessageView>(viewOf());
  const sync = () => store.setState(viewOf());
  let posted = '';
  const follow = () => {
    const { result, applicationId, approved } = facts();
    if (approved) {
      current.navigate('/result/approved', { replace: true });
      return;
    }
    // Denied sends the result's code and reason; the other two outcomes have no result, so their name is the code.
    const code = variant === 'denied' && typeof result?.code === 'string' ? result.code : variant;
    const reason = variant === 'denied' && typeof result?.reason === 'string' ? result.reason : null;
    const key = JSON.stringify([applicationId, code, reason]);
    if (key === posted) return;
    posted = key;
    host.complete({ application_id: applicationId, result: { code, ...(reason ? { reason } : {}) } });
  };
  store.onMount(() => {
    posted = '';
    follow();
    sync();
    return session.subscribe(() => {
      follow();
      sync();
    });
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    act() {
      if (facts().action.type === 'close') void host.close();
      else current.navigate('/checkpoint');
    },
    update(next) {
      const changed =
        (next.locale !== undefined && next.locale !== current.locale) ||
        (next.contactPhone !== undefined && next.contactPhone !== current.contactPhone);
      current = { ...current, ...next };
      if (changed) sync();
    },
  };
}
