import { createSinglePageController } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { useBrand } from '@leasekit/ui';
import { stepFieldTypes } from '../../screens/apply-step';
import { SinglePageApplicationScreen, SinglePageSectionForm } from '../../screens/single-page-application';
import { useServices } from '../../app/services-context';
import { useGoTo, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { isLockConfigured } from './locked-fields';
import { typedSsns } from './typed-ssn';

/** The single-page application (apply_form_version 3): the core's single-page controller, shown by its screen. */
export function SinglePageStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  // The page's brand carries the store's numbers over its own (app/brand.ts).
  const options = { locale, goTo, transport: api.request, contactPhone: useBrand().contactPhone };
  const controller = useOwnedStore(() =>
    createSinglePageController({
      ...options,
      wizard,
      session,
      typedSsns,
      fieldTypes: stepFieldTypes,
      lockConfigured: isLockConfigured(),
    }),
  );
  useUpdateOptions(controller, options);
  const view = useStore(controller);
  return (
    <SinglePageApplicationScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      status={view.status}
      loadError={view.loadError}
      onRetry={controller.retry}
      sections={view.sections.map((section) => ({
        id: section.id,
        number: section.number,
        title: section.title,
        gateMessage: section.gateMessage,
        status: section.status,
        error: section.error,
        content: <SinglePageSectionForm section={section} />,
      }))}
      onSubmit={controller.submit}
      submitting={view.submitting}
      expired={view.expired}
      submitError={view.submitError}
    />
  );
}
