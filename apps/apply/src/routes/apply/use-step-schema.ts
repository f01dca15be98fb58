import * as React from 'react';
import { getSchemaRequest, type FormSchema } from '@leasekit/core';
import { useServices } from '../../app/services-context';

/** A step schema as it loads: loading, ready with the schema, or failed with the error text. */
export type StepSchemaState =
  { status: 'loading' } | { status: 'ready'; schema: FormSchema } | { status: 'error'; error: string | null };

/**
 * Loads a schema from the sandbox with the core's schema call (`GET path?_form=true`, 01 §7) and offers
 * a retry. The schema is loaded
 * here rather than by the engine so the wizard can lock pre-filled fields before the engine sees it.
 */
export function useStepSchema(path: string): { state: StepSchemaState; retry: () => void } {
  const { api } = useServices();
  const [state, setState] = React.useState<StepSchemaState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    const scope = api.scope();
    let live = true;
    setState({ status: 'loading' });
    void scope.request<FormSchema>(getSchemaRequest(path)).then((result) => {
      if (!live) return;
      setState(
        result.status && result.data && typeof result.data === 'object'
          ? { status: 'ready', schema: result.data }
          : { status: 'error', error: result.error },
      );
    });
    return () => {
      live = false;
      scope.dispose();
    };
  }, [api, path, attempt]);
  return { state, retry: React.useCallback(() => setAttempt((n) => n + 1), []) };
}
