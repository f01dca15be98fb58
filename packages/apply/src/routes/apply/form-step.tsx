import { createFormStepController } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { useBrand } from '@leasekit/ui';
import { ApplyStepScreen, stepFieldTypes } from '../../screens/apply-step';
import { useServices } from '../../app/services-context';
import { useGoTo, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { isLockConfigured } from './locked-fields';
import { typedSsns } from './typed-ssn';

/** One step of the step-by-step wizard: the core's form step controller, shown by the step screen. */
export function FormStep({ wizard, step, progress, breadcrumbs }: WizardStepProps) {
  const { api, session, host } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  // The page's brand carries the store's numbers over its own (app/brand.ts).
  const options = { locale, goTo, transport: api.request, contactPhone: useBrand().contactPhone };
  const controller = useOwnedStore(() =>
    createFormStepController({
      ...options,
      step,
      wizard,
      session,
      host,
      typedSsns,
      fieldTypes: stepFieldTypes,
      lockConfigured: isLockConfigured(),
    }),
  );
  useUpdateOptions(controller, options);
  const view = useStore(controller);
  return (
    <ApplyStepScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      status={view.status}
      loadError={view.loadError}
      onRetry={controller.retry}
      {...(view.form ? { form: view.form } : {})}
      widgetContext={{
        suggestions: view.behaviour.suggestions,
        onChooseSuggestion: (prefix, suggestion) => void controller.chooseSuggestion(prefix, suggestion),
        onToggle: controller.setToggle,
      }}
      routingError={view.behaviour.routing.error}
      copyError={view.behaviour.copyError}
      copyAddressPrefix={view.copyAddressPrefix}
      onCopyAddress={controller.copyHomeAddress}
      pendingRemoval={view.behaviour.pendingRemoval}
      onConfirmRemoval={controller.confirmRemoval}
      onCancelRemoval={controller.cancelRemoval}
      onSuccess={controller.succeed}
      onCancel={controller.cancel}
    />
  );
}
