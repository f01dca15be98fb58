import * as React from 'react';
import {
  createAutosave,
  getApplicantSuccessPath,
  createIncomeChecks,
  getFillValues,
  getSectionGateMessage,
  formatMessage,
  isFlagSet,
  SINGLE_PAGE_APPLICATION_PATH,
  isFormQuietlyValid,
  isHvacStore,
  mergeSectionModels,
  toSectionSchema,
  lockApplicantFields,
  readRecord,
  type ApplySectionId,
  type FormSchema,
  type SchemaForm,
  type RetrievalRecord,
  type StepSaveRecord,
} from '@leasekit/core';
import { useField, useOwnedStore, useStepBehaviour, useStore } from '@leasekit/core/react';
import { ConfirmDialog, SchemaForm as SchemaFormView, useBrand } from '@leasekit/ui';
import { StepWidgetProvider, stepWidgets } from '../../screens/apply-step';
import { SinglePageApplicationScreen, type SinglePageSection } from '../../screens/single-page-application';
import { useServices } from '../../app/services-context';
import { useGoTo, useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { useStepSchema } from './use-step-schema';
import { useLockedApplicantFields } from './locked-fields';
import { useStepForm } from './use-step-form';
import { rememberTypedSsn } from './typed-ssn';

/** The single-page application (apply_form_version 3): every section on one page, saved by itself. */
export function SinglePageStep(props: WizardStepProps) {
  const { state, retry } = useStepSchema(SINGLE_PAGE_APPLICATION_PATH);
  if (state.status !== 'ready') {
    return (
      <SinglePageApplicationScreen
        progress={props.progress}
        breadcrumbs={props.breadcrumbs}
        status={state.status}
        loadError={state.status === 'error' ? state.error : null}
        onRetry={retry}
        sections={[]}
      />
    );
  }
  return <SinglePageForm {...props} schema={state.schema} />;
}

function SinglePageForm({ wizard, progress, breadcrumbs, schema }: WizardStepProps & { schema: FormSchema }) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  const store = useSession((s) => s.retailStore);
  // The page's brand carries the store's numbers over its own (app/brand.ts).
  const brand = useBrand();
  const locked = useLockedApplicantFields();
  const bankingRequired = useSession((s) => s.bankingRequired);
  const application = useSession((s) => s.application);
  const forms = React.useRef(new Map<ApplySectionId, SchemaForm>());
  const program = store?.lease_program;
  // The co-applicant and banking switches are the autosave's: it reads them from their sections' values.
  const sectionOptions = {
    isHvacStore: isHvacStore(store),
    mortgageQuestionsEnabled: program?.mortgage_questions_enabled,
    hasBankingRecord: Boolean(application?.banking_id),
    bankingRequired,
  };
  const applicantId = application?.applicant_id ?? null;

  const autosave = useOwnedStore(() =>
    createAutosave({
      sections: {
        ...sectionOptions,
        hasCoApplicant: isFlagSet(schema.values?.has_co_applicant),
        bankingEntered: isFlagSet(schema.values?.add_banking),
      },
      applicantId,
      // The requests, the session updates and the submit error are the store's; the page gives it the forms.
      requests: {
        transport: api.request,
        schema,
        session,
        getModel: () => mergeSectionModels([...forms.current.values()].map((form) => form.getModel())),
        onSubmitted: () => wizard.next(),
        onApplicantAnswer: (result) => {
          // 03 §4 applicant success paths: an earlier application is not saved over.
          const data = readRecord<StepSaveRecord>(result.data);
          const phone = brand.contactPhone;
          const path = getApplicantSuccessPath(
            { ...data?.approved_application, verify: data?.verify },
            { applicationId: null, phone },
          );
          if (path.type === 'checkpoint') {
            session.update({ retrieval: readRecord<RetrievalRecord>(data?.retrieval) });
            goTo('checkpoint');
          } else if (path.type !== 'save') goTo(path.type);
        },
      },
      // Every active section shows its errors first (GOV.UK pattern); nothing is sent while one is invalid.
      validate: (section) => forms.current.get(section)?.validate() ?? true,
      locale,
      isValid: (section) => {
        const form = forms.current.get(section);
        // The same income checks as the step forms, the minimum monthly income included (01 §4, §5).
        const checks = createIncomeChecks({ minimumIncomeCents: session.getState().minIncomeRequired });
        return Boolean(form && isFormQuietlyValid(form, checks));
      },
    }),
  );
  React.useEffect(() => {
    autosave.setOptions({ sections: sectionOptions, requests: { schema }, locale });
  });
  const saving = useStore(autosave);

  const sections: SinglePageSection[] = saving.shownSections.map((id, index) => {
    const child = schema.children?.find((c) => c.name === id);
    const gate = getSectionGateMessage(id, saving.applicantId);
    const sectionState = saving.sections[id];
    return {
      id,
      number: index + 1,
      title: child?.label ?? child?.title ?? id,
      gateMessage: gate ? formatMessage(gate, locale) : null,
      status: sectionState?.status ?? 'idle',
      error: sectionState?.error ?? null,
      content: (
        <SectionForm
          id={id}
          // 01 §5: pre-fill locks the main applicant's fields here as in step mode.
          schema={lockApplicantFields(toSectionSchema(schema, id) ?? { children: [] }, locked)}
          onReady={(form) => {
            forms.current.set(id, form);
            // A reloaded application's sections start as pre-filled: they count once saved (01 §4).
            if (autosave.getState().applicantId) autosave.change(id, form.getModel());
          }}
          onGone={() => forms.current.delete(id)}
          onChange={(values) => {
            autosave.change(id, values);
            if (id === 'applicantInfo') rememberTypedSsn('applicantInfo', values);
          }}
        />
      ),
    };
  });

  return (
    <SinglePageApplicationScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      sections={sections}
      onSubmit={autosave.submit}
      submitting={saving.scheduled}
      expired={saving.expired}
      submitError={saving.submitError}
    />
  );
}

/** One section's form: its own engine and behaviour; every value change goes to the autosave. */
function SectionForm({
  id,
  schema,
  onReady,
  onGone,
  onChange,
}: {
  id: ApplySectionId;
  schema: FormSchema;
  onReady: (form: SchemaForm) => void;
  onGone: () => void;
  onChange: (values: Record<string, unknown>) => void;
}) {
  const form = useStepForm(schema);
  const { api } = useServices();
  const { locale } = useTranslate();
  const store = useSession((s) => s.retailStore);
  const fill = useSession((s) => s.fill);
  const { behaviour, state } = useStepBehaviour({
    form,
    transport: api.request,
    storeId: store?.id ?? null,
    locale,
  });
  useField(form, 'has_co_applicant');

  // The page's callbacks are fresh at each render; the subscriptions follow the engine only, and call
  // whichever callbacks are current.
  const ready = React.useEffectEvent(() => onReady(form));
  const gone = React.useEffectEvent(() => onGone());
  const changed = React.useEffectEvent(() => onChange(form.getModel()));
  React.useEffect(() => {
    ready();
    const offs = form.getState().fieldNames.map((name) => {
      let last = form.getField(name)?.value;
      return form.subscribeField(name, () => {
        const value = form.getField(name)?.value;
        if (Object.is(value, last)) return;
        last = value;
        changed();
      });
    });
    return () => {
      for (const off of offs) off();
      gone();
    };
  }, [form]);

  React.useEffect(() => {
    if (!fill) return;
    for (const [name, value] of Object.entries(getFillValues(fill.data, form.getState().fieldNames))) {
      form.setValue(name, value);
    }
  }, [fill, form]);

  return (
    <StepWidgetProvider
      value={{
        suggestions: state.suggestions,
        onChooseSuggestion: (prefix, suggestion) => void behaviour.chooseSuggestion(prefix, suggestion),
        onToggle: behaviour.setToggle,
      }}
    >
      {state.routing.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.routing.error}
        </p>
      ) : null}
      <SchemaFormView
        id={`section-${id}`}
        form={form}
        widgets={stepWidgets}
        transport={api.request}
        showTitle={false}
        className="[&_[data-slot=schema-form-buttons]]:hidden"
      />
      <ConfirmDialog
        open={Boolean(state.pendingRemoval)}
        description={state.pendingRemoval?.message}
        onConfirm={behaviour.confirmRemoval}
        onCancel={behaviour.cancelRemoval}
        onOpenChange={(open) => {
          if (!open) behaviour.cancelRemoval();
        }}
      />
    </StepWidgetProvider>
  );
}
