import * as React from 'react';
import {
  createSessionRestore,
  getApprovalCeiling,
  getStoreDetails,
  isApplyStepId,
  isHvacStore,
  readRecord,
  type ApplyStepId,
} from '@leasekit/core';
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
  React.useEffect(() => restore.ensure(Boolean(store)), [store, restore]);
  if (failed) return <Navigate to="/checkpoint" replace />;
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
  // The wizard opens at the step this tab was on (a reload, or coming back from the identity check, which
  // also names the step to return to); on another device, where the saved application stops.
  const returnStep = readReturnStep(useLocation().state);
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
      rememberedStep: readWizardStep(session.getState().uuid) ?? returnStep,
    },
  });
  // The store keeps the same bar while the steps and the current step stay the same.
  const progress = wizard.getView(locale).progress;

  const current = state.current;
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

/** The step the router state names (`{ step }`, set by the identity check's return); null for anything else. */
function readReturnStep(state: unknown): ApplyStepId | null {
  const step = readRecord<{ step: ApplyStepId }>(state)?.step;
  return isApplyStepId(step) ? step : null;
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
