import type { ApiResult } from '../api/types';
import { getCompletedVariant, type CompletedVariant } from '../rules/checkout';
import { isRecord } from '../rules/values';
import { createStore, type ReadableStore } from '../stores/store';
import type { CompletedOutcome } from '../completed-redirect';

/** State of {@link createCompletedCheckout}. */
export interface CompletedCheckoutState {
  /** The checkout record the screen reads: the reloaded one, else the fallback; null until loaded. */
  record: Record<string, unknown> | null;
  /** The completed screen's variant (02 §4) of the record; null until there is one. */
  variant: CompletedVariant | null;
  /** The completed redirect's outcome for the variant; null until there is one. */
  outcome: CompletedOutcome | null;
  /** Where a success returns: the record's `return_url_thankyou`, else its result's `data.url`; or null. */
  returnUrl: string | null;
  /** The record's `return_url_failure`, or null. */
  failureUrl: string | null;
}

/** The ids the host's `success` message carries (04). */
export interface CompletedCheckoutIds {
  checkout_id: string | number | null;
  application_id: string | number | null;
}

/** Options of {@link createCompletedCheckout}. */
export interface CompletedCheckoutOptions {
  /** Reloads the checkout record (GET /apply-v2/checkout/{id}); null when there is no checkout. */
  load: () => Promise<ApiResult<unknown> | null>;
  /** The record to read when the reload gives none (the session's checkout); none by default. */
  fallback?: () => Record<string, unknown> | null;
  /** Called once when the loaded checkout is a success, with its ids (04 `success`); none by default. */
  onSuccess?: (ids: CompletedCheckoutIds) => void;
}

/** The completed checkout store. */
export interface CompletedCheckout extends ReadableStore<CompletedCheckoutState> {
  /** Loads the record once (a second call while or after loading does nothing) and sets the variant. */
  load(): Promise<void>;
  /** Replaces the loader, fallback or success callback. */
  update(options: Partial<CompletedCheckoutOptions>): void;
}

const id = (value: unknown): string | number | null =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/**
 * Creates the completed screen's checkout (02 §2, §4, 04): the checkout record reloaded once per visit
 * (the session's checkout is only the fallback), the screen's variant and redirect outcome, the return
 * addresses, and `onSuccess` once when the checkout ended in a success, for the host's
 * `success` / CHECKOUT_COMPLETED.
 */
export function createCompletedCheckout(options: CompletedCheckoutOptions): CompletedCheckout {
  let current = { ...options };
  let started = false;
  const store = createStore<CompletedCheckoutState>({
    record: null,
    variant: null,
    outcome: null,
    returnUrl: null,
    failureUrl: null,
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    async load() {
      if (started || store.disposed) return;
      started = true;
      const result = await current.load();
      if (store.disposed) return;
      const loaded = result && isRecord(result.data) ? result.data : null;
      const record = loaded ?? current.fallback?.() ?? null;
      if (!record) return;
      const variant = getCompletedVariant(record as never);
      const answer = isRecord(record.result) && isRecord(record.result.data) ? record.result.data : null;
      const returnUrl = record.return_url_thankyou ?? answer?.url ?? null;
      const failureUrl = record.return_url_failure ?? null;
      store.setState({
        record,
        variant,
        outcome: variant,
        returnUrl: typeof returnUrl === 'string' ? returnUrl : null,
        failureUrl: typeof failureUrl === 'string' ? failureUrl : null,
      });
      if (variant === 'success')
        current.onSuccess?.({ checkout_id: id(record.id), application_id: id(record.application_id) });
    },
    update(next) {
      current = { ...current, ...next };
    },
  };
}
