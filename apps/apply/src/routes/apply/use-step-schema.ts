import * as React from 'react';
import { getSchemaRequest, type FormSchema } from '@leasekit/core';
import { useServices } from '../../app/services-context';
import { useTranslate } from '../../app/use-app';

/** A step schema as it loads: loading, ready with the schema, or failed with the error text. */
export type StepSchemaState =
  { status: 'loading' } | { status: 'ready'; schema: FormSchema } | { status: 'error'; error: string | null };

/**
 * Loads a schema from the sandbox with the core's schema call (`GET path?_form=true`, 01 §7) and offers
 * a retry. The schema is loaded
 * here rather than by the engine so the wizard can lock pre-filled fields before the engine sees it.
 * When the shopper switches language, the schema is fetched again in it (the API client's
 * Accept-Language) without going back to loading: the form stays, and the engine takes the new texts.
 */
export function useStepSchema(path: string): { state: StepSchemaState; retry: () => void } {
  const { api } = useServices();
  const [state, setState] = React.useState<StepSchemaState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  const { locale } = useTranslate();
  const loaded = React.useRef<{ path: string; attempt: number } | null>(null);
  React.useEffect(() => {
    const scope = api.scope();
    let live = true;
    // Only a language switch on a loaded schema refreshes quietly; a new path or a retry loads afresh.
    const quiet = loaded.current?.path === path && loaded.current.attempt === attempt;
    if (!quiet) setState({ status: 'loading' });
    void scope.request<FormSchema>(getSchemaRequest(path)).then((result) => {
      if (!live) return;
      const ok = result.status && result.data && typeof result.data === 'object';
      if (ok) loaded.current = { path, attempt };
      if (ok) setState({ status: 'ready', schema: result.data });
      else if (!quiet) setState({ status: 'error', error: result.error });
    });
    return () => {
      live = false;
      scope.dispose();
    };
  }, [api, path, attempt, locale]);
  return { state, retry: React.useCallback(() => setAttempt((n) => n + 1), []) };
}
