import { createConfirmationStepController } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { ApplicationConfirmationScreen } from '../../screens/application-confirmation';
import { stepFieldTypes } from '../../screens/apply-step';
import { getConsentLinks } from '../../lib/consent-links';
import { useServices } from '../../app/services-context';
import { useGoTo, useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { typedSsns } from './typed-ssn';

/**
 * The confirmation step: the core's confirmation step controller (the saved application in sections,
 * its modal edit, Edit, 'Add Co-Applicant' and Confirm & Submit), shown by the confirmation screen.
 */
export function ConfirmationStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  const store = useSession((s) => s.retailStore);
  const options = { locale, goTo };
  const controller = useOwnedStore(() =>
    createConfirmationStepController({
      ...options,
      transport: api.request,
      session,
      wizard,
      typedSsns,
      fieldTypes: stepFieldTypes,
    }),
  );
  useUpdateOptions(controller, options);
  const view = useStore(controller);
  return (
    <ApplicationConfirmationScreen
      save={view.save}
      onSaveRetry={controller.retrySave}
      progress={progress}
      breadcrumbs={breadcrumbs}
      status={view.status}
      loadError={view.loadError}
      onRetry={controller.retry}
      sections={view.sections}
      canAddCoApplicant={view.canAddCoApplicant}
      onEdit={controller.editStep}
      onAddCoApplicant={controller.addCoApplicant}
      onSubmit={() => void controller.submit()}
      busy={view.busy}
      submitting={view.submitting}
      error={view.error}
      links={getConsentLinks(store)}
      edit={controller.edit}
    />
  );
}
