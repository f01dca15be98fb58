import type { ApiTransport } from '../api/types';
import type { NotifyPort } from '../checkout/ports';
import { t, type Locale } from '../messages';
import { isRecord } from '../rules/values';
import type { SessionStore } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';

/** Options of {@link createFillMenuController}. */
export interface FillMenuControllerOptions {
  /** Performs the calls (the API client's `request`). */
  transport: ApiTransport;
  /** The shopper's session: its store names the scenario's store, and the loaded values go there. */
  session: SessionStore;
  /** Shows 'Test data loaded: …' or the failure as a toast. */
  notify: NotifyPort;
  /** Language of the texts; English by default. */
  locale?: Locale;
}

/** What the Fill dropdown shows: the scenario being fetched, or null. */
export interface FillMenuState {
  filling: string | null;
}

/** The controller of the Fill dropdown (the test tools, outside production only). */
export interface FillMenuController extends ReadableStore<FillMenuState> {
  /** Fetches a scenario's values into the session. */
  fill(scenario: string): void;
  /** Takes new options (the language, the notices). */
  update(options: Partial<Pick<FillMenuControllerOptions, 'locale' | 'notify'>>): void;
}

/**
 * Creates the controller of the Fill dropdown (01 §6, §7): the chosen scenario is fetched for the
 * session's store (GET /apply-v2/application/fill) into the session's `fill`, where the wizard's forms
 * pick it up, with the toast 'Test data loaded: {scenario}'; an answer that is no object loads nothing
 * and shows the server's error, else 'Test data could not be loaded.'. A fetch that answers after the
 * dropdown is gone still fills the session. Nothing starts before a choice.
 */
export function createFillMenuController(options: FillMenuControllerOptions): FillMenuController {
  let config = { ...options };
  const { session, transport } = options;
  const store = createStore<FillMenuState>({ filling: null });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    fill(scenario) {
      store.setState({ filling: scenario });
      const storeId = session.getState().retailStore?.id;
      void transport({
        path: '/apply-v2/application/fill',
        payload: { type: scenario, ...(storeId != null ? { store_id: storeId } : {}) },
      }).then((result) => {
        store.setState({ filling: null });
        // A scenario is the form model to apply: an object, else nothing was loaded.
        if (result.status && isRecord(result.data)) {
          session.patch({ fill: { type: scenario, data: result.data } });
          config.notify({ kind: 'success', message: t('app.fill.loaded', { scenario }, config.locale) });
        } else {
          config.notify({
            kind: 'error',
            message: result.error ?? t('app.fill.failed', undefined, config.locale),
          });
        }
      });
    },
    update(next) {
      config = { ...config, ...next };
    },
  };
}
