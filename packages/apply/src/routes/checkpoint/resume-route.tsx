import { useParams, useSearchParams } from 'react-router';
import { createResumeController } from '@leasekit/core/checkout';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { leaveApp } from '../../app/leave-app';
import { CheckoutCompleteScreen } from '../../screens/checkout-complete';
import { OneMomentScreen } from '../../screens/one-moment';
import { embedderOrigin } from '../checkout/restore-session';
import { getSessionRestoredState } from '../checkout/session-restored-mark';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useTranslate } from '../../app/use-app';
import { useRouteLoader } from '../../app/route-loader';
import { getCheckpointRedirectPath } from './redirect-route';
import { awaitResumeExchange, readResumeCancel } from './resume-exchange';

/**
 * Resume `/checkpoint/:token/:iframe/:process?` (03 §4): the core's resume controller exchanges the
 * link's ticket for the session's own token, fills the session, handles a cancel link and opens where
 * the application stands in place of the link's entry; 'One moment please...' until then.
 */
export default function ResumeRoute() {
  const { token: ticket = '', iframe, process } = useParams();
  const [search] = useSearchParams();
  const services = useServices();
  const { api, session, host, config } = services;
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const loadRoute = useRouteLoader();
  // Never disposed: the exchange's token is used once, and a started resume is finished.
  const resume = useOwnedStore(() =>
    createResumeController({
      exchange: () => awaitResumeExchange(services, ticket),
      ticket,
      transport: api.request,
      session,
      host,
      cancel: () => readResumeCancel(search),
      iframe: iframe === 'true',
      redirecting: iframe !== 'true',
      process,
      configOrigin: config.hostOrigin,
      embedderOrigin,
      leave: leaveApp,
      goTo,
      restoredState: () => getSessionRestoredState(services),
      preloadRedirect: () => void loadRoute(getCheckpointRedirectPath(session)),
    }),
  );
  const { cancelled } = useStore(resume);
  if (!cancelled) return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
  return (
    <CheckoutCompleteScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      variant="may-not-continue"
      onReturn={resume.close}
    />
  );
}
