import * as React from 'react';
import { getApplyHistoryGuard, readWizardHistoryStep } from '@leasekit/core';
import { createSessionRestore, getApprovalCeiling, type ApplyStepId } from '@leasekit/core/apply';
import { getStoreDetails, isHvacStore } from '@leasekit/core/checkout';
import { useApplyWizard, useOwnedStore, useStore } from '@leasekit/core/react';
import { Navigate, useLocation } from 'react-router';
import { WizardStoreContext, WizardWelcomeContext } from '../../screens/wizard-screen';
import { getWelcomeText } from '../../lib/welcome-text';
import { OneMomentScreen } from '../../screens/one-moment';
import { restoreSession } from '../checkout/restore-session';
import { prefetchOnInteraction } from '../../lib/prefetch';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useSession, useTranslate } from '../../app/use-app';
import { FormStep } from './form-step';
import type { WizardStepProps } from './wizard-step-props';
import { readWizardStep, rememberWizardStep } from './wizard-position';
import { pathOf } from '../route-paths';
import { useWizardHistory } from './use-wizard-history';

// The first screen of the wizard is a form step; the other kinds of step (with the PIN input, the
// dialogs, the radio groups) load on demand, and in the background from the shopper's first interaction.
const loadSteps = {
  hvacQuestions: () => import('./hvac-questions-step').then((m) => ({ default: m.HvacQuestionsStep })),
  singlePageApplication: () => import('./single-page-step').then((m) => ({ default: m.SinglePageStep })),
  application: () => import('./confirmation-step').then((m) => ({ default: m.ConfirmationStep })),
  verifyApplication: () => import('./pin-step').then((m) => ({ default: m.PinStep })),
};
const HvacQuestionsStep = React.lazy(loadSteps.hvacQuestions);
const SinglePageStep = React.lazy(loadSteps.singlePageApplication);
const ConfirmationStep = React.lazy(loadSteps.application);
const PinStep = React.lazy(loadSteps.verifyApplication);

/**
 * /apply (03 §2): the application wizard. The step list, current step, editing from the confirmation and
 * the co-applicant steps live in the core's apply-wizard store; this module only picks the step's module.
 */
export default function ApplyRoute() {
  const services = useServices();
  const store = useSession((state) => state.retailStore);
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  // A reload keeps only the token (sessionStorage): the store and application come back by exchange.
  const restore = useOwnedStore(() => createSessionRestore(() => restoreSession(services)));
  const { failed } = useStore(restore);
  // A reload keeps only the token, so the route's guard could not see a decided application: once
  // restored, Back or a reload onto the wizard of a decided application lands on its result.
  const decided = useSession((state) => getApplyHistoryGuard(state.application));
  React.useEffect(() => restore.ensure(Boolean(store)), [store, restore]);
  if (failed) return <Navigate to="/checkpoint" replace />;
  if (decided) return <Navigate to={pathOf(decided)} replace />;
  if (!store) return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
  return <Wizard />;
}

function Wizard() {
  const { session, tracker } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const store = useSession((state) => state.retailStore);
  const intellicheckStep = useSession((state) => state.intellicheckStep);
  const program = store?.lease_program;
  const storeDetails = React.useMemo(() => getStoreDetails(store), [store]);
  const application = session.getState().application;
  // The wizard opens at the step of its history entry (a reload, Back from another page, or the return
  // from the identity check, which names the step to return to), else the step this tab was on; on
  // another device, where the saved application stops.
  const entryStep = readWizardHistoryStep(useLocation().state);
  const { wizard, state } = useApplyWizard({
    isHvacStore: isHvacStore(store),
    mortgageQuestionsEnabled: program?.mortgage_questions_enabled,
    applyFormVersion: program?.apply_form_version,
    hasCoApplicant: Boolean(application?.has_co_applicant),
    intellicheckStep,
    onProgress: tracker.trackFormProgress,
    // Read once: the page configuration's uuid decides the HVAC questions (03 §2) for the wizard's life.
    resume: {
      uuid: session.getState().uuid,
      application,
      rememberedStep: entryStep ?? readWizardStep(session.getState().uuid),
    },
  });
  // The store keeps the same bar while the steps and the current step stay the same.
  const progress = wizard.getView(locale).progress;

  const current = state.current;
  useWizardHistory(wizard, current, state.steps);
  // 01 §1: the welcome promise on the screen a store's link opens (the first step of the bar, where the
  // shopper starts typing), with the store's ceiling. The HVAC questions screen says it in its own title.
  const entry =
    (current === 'applicantInfo' || current === 'singlePageApplication') && progress[0]?.state === 'active';
  const welcome = entry ? getWelcomeText(getApprovalCeiling(isHvacStore(store)), locale) : null;
  React.useEffect(() => {
    // A new step starts at the top of the page.
    if (current) window.scrollTo?.(0, 0);
    rememberWizardStep(session.getState().uuid, current);
  }, [current, session]);

  React.useEffect(
    () => prefetchOnInteraction(() => Object.values(loadSteps).forEach((load) => void load())),
    [],
  );

  const props: WizardStepProps = { wizard, step: state.current, progress, breadcrumbs };
  return (
    // 03 §2: the store details show only when the lease program says so.
    <WizardStoreContext.Provider value={storeDetails}>
      <WizardWelcomeContext.Provider value={welcome}>
        <WizardStep current={state.current} props={props} />
      </WizardWelcomeContext.Provider>
    </WizardStoreContext.Provider>
  );
}

function WizardStep({ current, props }: { current: ApplyStepId | null; props: WizardStepProps }) {
  switch (current) {
    case 'hvacQuestions':
      return <HvacQuestionsStep {...props} />;
    case 'singlePageApplication':
      return <SinglePageStep {...props} />;
    case 'application':
      return <ConfirmationStep {...props} />;
    case 'verifyApplication':
      return <PinStep {...props} />;
    default:
      return <FormStep key={current} {...props} />;
  }
}
