import * as React from 'react';
import {
  getApplicantSuccessPath,
  getStepSchemaPath,
  getFillValues,
  isFlagSet,
  isFormQuietlyValid,
  lockApplicantFields,
  readRecord,
  type ApiResult,
  type ButtonSchema,
  type FormSchema,
  type ApplicationView,
  type RetrievalRecord,
  type StepSaveRecord,
} from '@leasekit/core';
import { useBrand } from '@leasekit/ui';
import { useField, useStepBehaviour } from '@leasekit/core/react';
import { ApplyStepScreen } from '../../screens/apply-step';
import { useServices } from '../../app/services-context';
import { useGoTo, useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { useStepSchema } from './use-step-schema';
import { useStepForm } from './use-step-form';
import { useLockedApplicantFields } from './locked-fields';
import { rememberTypedSsn } from './typed-ssn';

const OWNER_ADDRESS = 'applicant.hvac_home_ownership.owner_address';

/** One step of the step-by-step wizard: its schema from the sandbox, rendered with the step's behaviour. */
export function FormStep(props: WizardStepProps) {
  const { step } = props;
  const { state, retry } = useStepSchema(getStepSchemaPath(step));
  const locked = useLockedApplicantFields();
  if (state.status !== 'ready') {
    return (
      <ApplyStepScreen
        progress={props.progress}
        breadcrumbs={props.breadcrumbs}
        status={state.status}
        loadError={state.status === 'error' ? state.error : null}
        onRetry={retry}
      />
    );
  }
  return <StepForm {...props} schema={lockApplicantFields(state.schema, locked)} />;
}

function StepForm({ wizard, step, progress, breadcrumbs, schema }: WizardStepProps & { schema: FormSchema }) {
  const form = useStepForm(schema);
  const { api, session, host } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  const store = useSession((s) => s.retailStore);
  const fill = useSession((s) => s.fill);
  // The page's brand carries the store's numbers over its own (app/brand.ts).
  const brand = useBrand();
  // The home address is saved by itself 1500 ms after its last change (01 §7 address form, §9), once it
  // is complete and valid: a reload or a dropped connection before Continue does not lose it. A failed
  // save changes nothing; Continue saves it again anyway.
  const saveAddress = () => {
    const action = form.getState().schema?.action;
    if (!action || !isFormQuietlyValid(form)) return;
    void api.request({ method: 'POST', path: action, payload: form.getModel() });
  };
  const { behaviour, state } = useStepBehaviour({
    form,
    transport: api.request,
    storeId: store?.id ?? null,
    locale,
    ...(step === 'applicantAddress' ? { onAddressChange: saveAddress } : {}),
  });
  const ownerAddress = useField(form, `${OWNER_ADDRESS}.line_1`);

  // The Fill dropdown's scenario (outside production) is applied to whatever step is shown.
  React.useEffect(() => {
    if (!fill) return;
    for (const [name, value] of Object.entries(getFillValues(fill.data, form.getState().fieldNames))) {
      form.setValue(name, value);
    }
  }, [fill, form]);

  const onSuccess = (result: ApiResult) => {
    const data = readRecord<StepSaveRecord>(result.data);
    const model = form.getModel();
    if (step === 'applicantInfo' || step === 'coApplicantInfo') rememberTypedSsn(step, model);
    if (step === 'applicantInfo') {
      const phone = brand.contactPhone;
      const path = getApplicantSuccessPath(
        { ...data?.approved_application, verify: data?.verify },
        { applicationId: session.getState().application?.id, phone },
      );
      if (path.type === 'contact-store') return goTo('contact-store');
      if (path.type === 'contract-in-progress') {
        // The screen tells the host which application is in progress (04: application_id).
        session.update({ retrieval: readRecord<RetrievalRecord>(data?.retrieval) });
        return goTo('contract-in-progress');
      }
      if (path.type === 'checkpoint') {
        session.update({ retrieval: readRecord<RetrievalRecord>(data?.retrieval) });
        return goTo('checkpoint');
      }
      // 04: leaving applicantInfo tells the host the application is in progress.
      host.inProgress({ checkout_id: session.getState().checkout?.id ?? null });
    }
    const application = readRecord<ApplicationView>(data?.application);
    if (application) {
      session.update({
        application,
        uuid: typeof application.uuid === 'string' ? application.uuid : session.getState().uuid,
      });
    }
    if (step === 'hasCoApplicant') wizard.setHasCoApplicant(isFlagSet(model.has_co_applicant));
    const intellicheck = wizard.getState().intellicheckPlacement;
    const next = wizard.next();
    if (
      step === 'applicantInfo' &&
      intellicheck === 'applicantInfo' &&
      !application?.intellicheck_completed
    ) {
      goTo('/intellicheck', { state: { returnStep: next } });
    }
  };

  const onCancel = (button: ButtonSchema) => {
    if (button.action === 'skip') wizard.next('skipped');
    else wizard.back();
  };

  return (
    <ApplyStepScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      status="ready"
      form={form}
      transport={api.request}
      widgetContext={{
        suggestions: state.suggestions,
        onChooseSuggestion: (prefix, suggestion) => void behaviour.chooseSuggestion(prefix, suggestion),
        onToggle: behaviour.setToggle,
      }}
      routingError={state.routing.error}
      copyError={state.copyError}
      copyAddressPrefix={ownerAddress?.visible ? OWNER_ADDRESS : null}
      onCopyAddress={(prefix) => void behaviour.copyHomeAddress(prefix)}
      pendingRemoval={state.pendingRemoval}
      onConfirmRemoval={behaviour.confirmRemoval}
      onCancelRemoval={behaviour.cancelRemoval}
      onSuccess={onSuccess}
      onCancel={onCancel}
    />
  );
}
