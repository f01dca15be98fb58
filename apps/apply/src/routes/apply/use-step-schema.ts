import * as React from 'react';
import { createStepSchema, type StepSchemaState } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { useServices } from '../../app/services-context';
import { useTranslate } from '../../app/use-app';

export type { StepSchemaState };

/**
 * Loads a step's schema with core's step schema loader (`createStepSchema`, 01 §7) and offers a retry:
 * a new path loads afresh; a language switch fetches the schema again in it (the API client's
 * Accept-Language) without going back to loading, so the form stays and the engine takes the new texts.
 */
export function useStepSchema(path: string): { state: StepSchemaState; retry: () => void } {
  const { api } = useServices();
  const { locale } = useTranslate();
  const loader = useOwnedStore(() => createStepSchema({ transport: api.request }));
  // Path and language are what the loader follows; it ignores a repeat of the same pair.
  React.useEffect(() => loader.load(path, locale), [loader, path, locale]);
  return { state: useStore(loader), retry: loader.retry };
}
