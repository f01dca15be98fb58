import { type Received } from '@leasekit/core';
import { createConfirmationEdit, type ConfirmationEdit } from '@leasekit/core/apply';
import type { ApplicationView } from '@leasekit/core/contract';
import { useOwnedStore, usePushOptions, useStore } from '@leasekit/core/react';
import { stepFieldTypes } from '../../screens/apply-step';
import { useServices } from '../../app/services-context';
import { useTranslate } from '../../app/use-app';

/**
 * The confirmation's modal edit (core's `createConfirmationEdit`) with the app's transport, locale and
 * field types. A save puts the saved application in the session; `saved` is that application, which the
 * summary shows instead of the one it loaded (null before any save).
 */
export function useConfirmationEdit(): {
  edit: ConfirmationEdit;
  saved: Received<ApplicationView> | null;
} {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const onSaved = (application: Received<ApplicationView>) => session.update({ application });
  const edit = useOwnedStore(() =>
    createConfirmationEdit({ transport: api.request, locale, fieldTypes: stepFieldTypes, onSaved }),
  );
  usePushOptions(edit, { locale, onSaved });
  return { edit, saved: useStore(edit, (state) => state.application) };
}
