import * as React from 'react';
import { createSaveStatus, type Locale } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';

type SaveStatus = ReturnType<typeof createSaveStatus>;

/**
 * The form footer's save status (02 §2) following a busy flag: it starts when `saving` turns true (the
 * label, and the 'click here' hint 30 s later) and finishes when it turns false. Returns the state to
 * render and the store (its `retry` is the hint's 'click here', which calls `onRetry`).
 */
export function useSaveStatusOf(
  saving: boolean,
  options: { locale: Locale } & Pick<
    NonNullable<Parameters<typeof createSaveStatus>[0]>,
    'onRetry' | 'delay'
  >,
): [ReturnType<SaveStatus['getState']>, SaveStatus] {
  const status = useOwnedStore(() => createSaveStatus(options));
  const state = useStore(status);
  const { locale } = options;
  React.useEffect(() => status.update({ locale }), [status, locale]);
  React.useEffect(() => {
    if (saving) status.start();
    else status.finish();
  }, [status, saving]);
  return [state, status];
}
