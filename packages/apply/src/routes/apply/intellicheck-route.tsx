import { useLocation } from 'react-router';
import { createIdentityCheckController } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { IdentityCheckScreen } from '../../screens/identity-check';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useTranslate } from '../../app/use-app';

/**
 * /intellicheck (01 §2, 03 §2, §4): the identity check, placed by intellicheckStep. The core's identity
 * check controller sends and verifies, marks the session's application and leaves once completed.
 */
export default function IntellicheckRoute() {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const entryState: unknown = useLocation().state;
  const check = useOwnedStore(() =>
    createIdentityCheckController({ transport: api.request, session, goTo, entryState, locale }),
  );
  useUpdateOptions(check, { locale, goTo });
  const state = useStore(check);

  return (
    <IdentityCheckScreen
      breadcrumbs={breadcrumbs}
      {...state}
      onPhoneChange={check.setPhone}
      onSend={check.send}
      onVerify={check.verify}
    />
  );
}
