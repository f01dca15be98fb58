import * as React from 'react';
import { getSafeReturnUrl, type Received } from '@leasekit/core';
import { canAddCoApplicant, getConfirmationSections } from '@leasekit/core/apply';
import { isHvacStore } from '@leasekit/core/checkout';
import type { RetailStoreRecord } from '@leasekit/core/contract';
import { useApplicationConfirmation } from '@leasekit/core/react';
import { ApplicationConfirmationScreen, type ConsentLinks } from '../../screens/application-confirmation';
import { useSaveStatusOf } from '../../screens/checkout-shared';
import { useServices } from '../../app/services-context';
import { useGoTo, useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { storeResult } from './finish';
import { getTypedSsns } from './typed-ssn';
import { useConfirmationEdit } from './use-confirmation-edit';

/**
 * The consent pages (02 §2): the spec names the links, not their addresses, so they hang off the brand
 * site; a brand URL that is not an absolute http(s) URL is ignored and the links stay on the
 * app's own origin.
 */
export function getConsentLinks(store: Received<RetailStoreRecord> | null): ConsentLinks {
  const base = (getSafeReturnUrl(store?.brand?.url) ?? '').replace(/\/+$/, '');
  return {
    privacyPolicy: `${base}/privacy-policy`,
    serviceAgreement: `${base}/service-agreement`,
    termsOfUse: `${base}/terms-of-use`,
  };
}

/** The confirmation step: the saved application in sections, Edit, 'Add Co-Applicant' and Confirm & Submit. */
export function ConfirmationStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  const store = useSession((s) => s.retailStore);
  const { confirmation, state } = useApplicationConfirmation({
    transport: api.request,
    locale,
    onApplication: (application) => session.update({ application }),
  });
  React.useEffect(() => {
    void confirmation.load();
  }, [confirmation]);

  // An address saved from the summary's modal shows at once (the core's confirmation edit).
  const { edit, saved } = useConfirmationEdit();
  const application = saved ?? state.application;
  const sections = getConfirmationSections(application, {
    isHvacStore: isHvacStore(store),
    mortgageQuestionsEnabled: store?.lease_program?.mortgage_questions_enabled,
    locale,
  });

  const onSubmit = async () => {
    if (!application) return;
    if (wizard.getState().intellicheckPlacement === 'application' && !application.intellicheck_completed) {
      goTo('/intellicheck', { state: { returnStep: 'application' } });
      return;
    }
    const ssns = getTypedSsns();
    const outcome = await confirmation.confirm({
      uuid: String(application.uuid ?? session.getState().uuid ?? ''),
      verified: Boolean(application.verified),
      ssn: ssns.applicant,
      coApplicantSsn: ssns.co_applicant,
      application,
    });
    if (outcome.type === 'verify') wizard.next();
    // A decided application's result takes the confirmation's entry over (docs/behaviour.md "Browser history").
    if (outcome.type === 'result')
      goTo(storeResult(session, outcome.result, outcome.route), { replace: true });
  };

  const busy = state.status === 'checking' || state.status === 'sending' || state.status === 'submitting';
  // 'click here' (02 §2): the checkpoint asks the server where the application stands (a submission
  // that went through opens its result; otherwise the application again), so nothing is sent twice.
  const [save, saveStatus] = useSaveStatusOf(busy, {
    locale,
    onRetry: () => goTo('checkpoint/redirect', { replace: true }),
  });

  return (
    <ApplicationConfirmationScreen
      save={save}
      onSaveRetry={saveStatus.retry}
      progress={progress}
      breadcrumbs={breadcrumbs}
      status={state.applicationStatus === 'idle' ? 'loading' : state.applicationStatus}
      loadError={state.loadError}
      onRetry={() => void confirmation.load()}
      sections={sections}
      canAddCoApplicant={canAddCoApplicant(application)}
      onEdit={(step) => wizard.edit(step)}
      onAddCoApplicant={() => wizard.addCoApplicant()}
      onSubmit={() => void onSubmit()}
      busy={state.status === 'checking' || state.status === 'sending'}
      submitting={state.status === 'submitting'}
      error={state.error}
      links={getConsentLinks(store)}
      edit={edit}
      transport={api.request}
    />
  );
}
