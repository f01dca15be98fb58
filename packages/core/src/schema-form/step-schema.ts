import type { ApiTransport } from '../api/types';
import { createStore, type ReadableStore } from '../stores/store';
import type { FormSchema } from './schema';
import { getSchemaRequest } from './schema-form';

/** A step schema as it loads: loading, ready with the schema, or failed with the server's error text. */
export type StepSchemaState =
  { status: 'loading' } | { status: 'ready'; schema: FormSchema } | { status: 'error'; error: string | null };

/** Options of {@link createStepSchema}. */
export interface StepSchemaOptions {
  /** The API transport (`api.request`); it sends the page's language (Accept-Language). */
  transport: ApiTransport;
}

/** The step schema loader. */
export interface StepSchema extends ReadableStore<StepSchemaState> {
  /**
   * Loads the schema at `path` (`GET path?_form=true`, 01 §7) for `locale`. A new path loads afresh
   * (loading, then ready or error); the same path in another language refreshes quietly: the loaded
   * schema stays until the new one arrives, and a failed refresh keeps it. The same path and language
   * again do nothing. An older call still running is aborted and its answer ignored.
   */
  load(path: string, locale: string): void;
  /** Loads the current path afresh (after an error: Try again). */
  retry(): void;
}

/** Where a wizard step's schema is served (01 §7): `/apply-v2/application/step/<step>`. */
export function getStepSchemaPath(step: string): string {
  return `/apply-v2/application/step/${encodeURIComponent(step)}`;
}

/**
 * Creates the step schema loader (01 §3, §7): the wizard loads each step's schema itself rather than
 * through the engine, so pre-filled fields can be locked before the engine sees it. When the shopper
 * switches language the schema is fetched again in it without going back to loading.
 */
export function createStepSchema(options: StepSchemaOptions): StepSchema {
  const store = createStore<StepSchemaState>({ status: 'loading' });
  let current: { path: string; locale: string } | null = null;
  let loadedPath: string | null = null;
  let running: AbortController | null = null;
  store.onStop(() => running?.abort());

  function fetchSchema(path: string, quiet: boolean): void {
    if (store.disposed) return;
    running?.abort();
    const controller = new AbortController();
    running = controller;
    if (!quiet) {
      loadedPath = null;
      store.setState(() => ({ status: 'loading' }));
    }
    void options.transport({ ...getSchemaRequest(path), signal: controller.signal }).then((result) => {
      if (store.disposed || running !== controller) return;
      running = null;
      if (result.status && result.data && typeof result.data === 'object') {
        loadedPath = path;
        store.setState(() => ({ status: 'ready', schema: result.data }));
      } else if (!quiet) {
        store.setState(() => ({ status: 'error', error: result.error }));
      }
    });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    load(path, locale) {
      if (current && current.path === path && current.locale === locale) return;
      current = { path, locale };
      fetchSchema(path, loadedPath === path);
    },
    retry() {
      if (current) fetchSchema(current.path, false);
    },
  };
}
