import { t, type Locale } from '../messages';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';

/** The delay before the 'click here' retry hint appears while saving: 30 seconds (02 §2, §9). */
export const SAVE_RETRY_HINT_DELAY = 30000;

/** Catalogue codes of the form footer texts (02 §2). */
export const SAVE_STATUS_MESSAGES = {
  saving: 'application.saving',
  retryHint: 'application.savingHint',
  retryAction: 'application.savingHintLink',
} as const;

/** State of the save status. */
export interface SaveStatusState {
  /** Whether a save is in flight. */
  saving: boolean;
  /** Whether the 'click here' retry hint shows (30 s after the save started). */
  retryHintVisible: boolean;
  /** The Continue button's label while saving ('Saving. Wait for a moment...'), else null. */
  label: string | null;
  /**
   * The hint text when visible, else null: 'If this takes more than 30 seconds to save, {link}.' with the
   * `{link}` placeholder kept, so the UI renders {@link SaveStatusState.retryAction} as a button there.
   */
  retryHint: string | null;
  /** The hint's action text ('click here'), when visible, else null. */
  retryAction: string | null;
}

/** Options of {@link createSaveStatus}. */
export interface SaveStatusOptions {
  /** Clock and timers; the global ones by default. */
  timers?: Timers;
  /** Called by {@link SaveStatus.retry} (the hint's 'click here'); nothing by default. */
  onRetry?: () => void;
  /** Locale of the texts; English by default. */
  locale?: Locale;
  /** Delay before the hint, in ms; 30000 by default. */
  delay?: number;
}

/** The save status store. */
export interface SaveStatus extends ReadableStore<SaveStatusState> {
  /** A save started: the label shows and the 30 s hint timer starts. */
  start(): void;
  /** The save ended (either way): the label and the hint go away. */
  finish(): void;
  /** The hint's 'click here': calls `onRetry` and starts the 30 s over. */
  retry(): void;
  /** Replaces `onRetry` and the locale. */
  update(options: Pick<SaveStatusOptions, 'onRetry' | 'locale'>): void;
}

/**
 * Creates the form footer's save status (02 §2): while saving the Continue button reads 'Saving. Wait
 * for a moment...'; after 30 seconds a 'click here' retry hint appears.
 */
export function createSaveStatus(options: SaveStatusOptions = {}): SaveStatus {
  const timers = options.timers ?? globalTimers;
  const delay = options.delay ?? SAVE_RETRY_HINT_DELAY;
  let current = { ...options };
  let handle: unknown = null;

  const texts = (saving: boolean, hint: boolean) => ({
    label: saving ? t(SAVE_STATUS_MESSAGES.saving, undefined, current.locale) : null,
    retryHint: hint ? t(SAVE_STATUS_MESSAGES.retryHint, undefined, current.locale) : null,
    retryAction: hint ? t(SAVE_STATUS_MESSAGES.retryAction, undefined, current.locale) : null,
  });
  const store = createStore<SaveStatusState>({
    saving: false,
    retryHintVisible: false,
    ...texts(false, false),
  });

  function clear() {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  }

  function start() {
    if (store.disposed) return;
    clear();
    store.setState({ saving: true, retryHintVisible: false, ...texts(true, false) });
    handle = timers.setTimeout(() => {
      handle = null;
      store.setState({ retryHintVisible: true, ...texts(true, true) });
    }, delay);
  }

  store.onStop(clear);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    start,
    finish() {
      clear();
      store.setState({ saving: false, retryHintVisible: false, ...texts(false, false) });
    },
    retry() {
      if (store.disposed) return;
      current.onRetry?.();
      start();
    },
    update(next) {
      const localeChanged = next.locale !== undefined && next.locale !== current.locale;
      current = { ...current, ...next };
      if (localeChanged) {
        const s = store.getState();
        store.setState(texts(s.saving, s.retryHintVisible));
      }
    },
  };
}
