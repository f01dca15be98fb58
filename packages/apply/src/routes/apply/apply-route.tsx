import * as React from 'react';
import { createApplyRouteController, type ApplyStepId, type ApplyWizard } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { Navigate, useLocation } from 'react-router';
import { WizardStoreContext, WizardWelcomeContext } from '../../screens/wizard-screen';
import { getWelcomeText } from '../../lib/welcome-text';
import { OneMomentScreen } from '../../screens/one-moment';
import { restoreSession } from '../checkout/restore-session';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { readWizardStep, rememberWizardStep } from './wizard-position';
import { pathOf } from '../route-paths';
import { useWizardHistory } from './use-wizard-history';
import { prefetchWizardSteps, WizardStep } from './wizard-steps';

type ApplyRouteState = ReturnType<ReturnType<typeof createApplyRouteController>['getState']>;
const position = { read: readWizardStep, remember: rememberWizardStep };

/**
 * /apply (03 §2): the application wizard. The core's apply route controller restores the session, sends
 * a decided application to its result and holds the wizard; this module shows the step's module.
 */
export default function ApplyRoute() {
  const services = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const entryState: unknown = useLocation().state;
  const controller = useOwnedStore(() =>
    createApplyRouteController({
      session: services.session,
      restore: () => restoreSession(services),
      position,
      entryState,
      onProgress: services.tracker.trackFormProgress,
      locale,
    }),
  );
  useUpdateOptions(controller, { locale });
  const view = useStore(controller);
  if (view.redirect) return <Navigate to={pathOf(view.redirect)} replace />;
  if (!view.wizard || !view.current) return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
  return <Wizard view={view} wizard={view.wizard} step={view.current} />;
}

function Wizard({ view, wizard, step }: { view: ApplyRouteState; wizard: ApplyWizard; step: ApplyStepId }) {
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  useWizardHistory(wizard, step, view.steps);
  // A new step starts at the top of the page (Chromium's scrollTo answers a promise: no cleanup).
  React.useEffect(() => void window.scrollTo?.(0, 0), [step]);
  React.useEffect(prefetchWizardSteps, []);
  const welcome = view.welcomeCeiling === null ? null : getWelcomeText(view.welcomeCeiling, locale);
  return (
    <WizardStoreContext.Provider value={view.storeDetails}>
      <WizardWelcomeContext.Provider value={welcome}>
        <WizardStep wizard={wizard} step={step} progress={view.progress} breadcrumbs={breadcrumbs} />
      </WizardWelcomeContext.Provider>
    </WizardStoreContext.Provider>
  );
}
