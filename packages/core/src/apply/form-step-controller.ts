import { forwardRequest } from '../api/forward-request';
import type { ApiRequest, ApiResult } from '../api/types';
import { stepSaveCall } from '../contract/calls/application';
import type { Locale } from '../messages';
import { getApplicantSuccessPath } from '../rules/results';
import { isFlagSet } from '../rules/values';
import type { ButtonSchema, FormSchema } from '../schema-form/schema';
import { createSchemaForm, type SchemaForm } from '../schema-form/schema-form';
import { createStepSchema, getStepSchemaPath } from '../schema-form/step-schema';
import { createStore, type ReadableStore } from '../stores/store';
import type { ApplyWizard } from '../apply-wizard/apply-wizard';
import type { ApplyStepId } from '../rules/wizard';
import {
  createStepBehaviour,
  isFormQuietlyValid,
  type StepBehaviour,
  type StepBehaviourState,
} from '../apply-wizard/step-behaviour';
import { createIncomeChecks } from '../apply-wizard/step-rules';
import { applyFill, lockForApply } from './step-forms';
import type { WizardPorts } from './ports';
import type { TypedSsnMemory } from './typed-ssns';

/** The HVAC owner's address, which the copy-address button fills from the home address (01 §8). */
const OWNER_ADDRESS = 'applicant.hvac_home_ownership.owner_address';

/** Options of {@link createFormStepController}. */
export interface FormStepControllerOptions extends WizardPorts {
  /** The step shown; its schema is served at `getStepSchemaPath(step)`. */
  step: ApplyStepId;
  /** The wizard the step belongs to. */
  wizard: Pick<ApplyWizard, 'next' | 'back' | 'getState' | 'setHasCoApplicant'>;
  /** Where the SSN typed on the applicant and co-applicant info steps is remembered. */
  typedSsns: TypedSsnMemory;
  /** Language of the schema and its messages; English by default. */
  locale?: Locale;
  /** The store's contact phone, for the contact-store and contract-in-progress messages; empty by default. */
  contactPhone?: string;
  /** The field types that have an input; the engine's own by default. */
  fieldTypes?: readonly string[];
  /** Whether the page configuration asks to lock pre-filled fields (01 §5); false by default. */
  lockConfigured?: boolean;
}

/** What a wizard form step shows: its schema's load, its form, the form's behaviour and the copy button. */
export interface FormStepState {
  /** The schema's load: the form exists once it is ready. */
  status: 'loading' | 'error' | 'ready';
  /** The server's error text when the load failed, else null. */
  loadError: string | null;
  /** The step's schema-form engine, from the first schema loaded; null before. */
  form: SchemaForm | null;
  /** The step's behaviour (address suggestions, bank name, copy alert, removal confirmation). */
  behaviour: StepBehaviourState;
  /** The address prefix the copy-address button fills, while its fields are shown; null otherwise. */
  copyAddressPrefix: string | null;
}

/** The controller of one step of the step-by-step wizard (01 §3–§9, 03 §2, §4, 04). */
export interface FormStepController extends ReadableStore<FormStepState> {
  /** Loads the schema again (after a failed load: Try again). */
  retry(): void;
  /** Continue's save succeeded: remembers what the step remembers and routes to what follows (03 §4). */
  succeed(result: ApiResult): void;
  /** Back or Skip from the schema's buttons: Skip completes the step as skipped, anything else goes back. */
  cancel(button: ButtonSchema): void;
  /** Chooses an address suggestion for an address prefix. */
  chooseSuggestion: StepBehaviour['chooseSuggestion'];
  /** Sets a toggle, asking first before a confirmed toggle goes off. */
  setToggle: StepBehaviour['setToggle'];
  /** Copies the saved home address into an address prefix. */
  copyHomeAddress(prefix: string): void;
  /** Confirms the pending removal. */
  confirmRemoval(): void;
  /** Keeps the toggle whose removal was asked. */
  cancelRemoval(): void;
  /** Takes new options (the language, the phone, the router); the step and wizard stay. */
  update(options: Partial<Omit<FormStepControllerOptions, 'step' | 'wizard' | 'typedSsns'>>): void;
}

const IDLE_BEHAVIOUR: StepBehaviourState = {
  suggestions: {},
  routing: { bankName: '', loading: false, error: null },
  copyError: null,
  pendingRemoval: null,
};

/**
 * Creates the controller of a wizard form step: it loads the step's schema (again in a new language,
 * keeping the values), locks the pre-filled applicant fields (01 §5), builds the form with the income
 * checks and the step's behaviour, applies the test-fill scenario, saves the home address on its own
 * (01 §7, §9) and, after Continue, runs the step's success rules: the SSN remembered, the applicant
 * success paths (03 §4), the host's in-progress message (04), the co-applicant answer and the identity
 * check. Nothing starts before `mount()`.
 */
export function createFormStepController(options: FormStepControllerOptions): FormStepController {
  let config = { ...options };
  const { step, wizard, session, typedSsns } = options;
  const store = createStore<FormStepState>({
    status: 'loading',
    loadError: null,
    form: null,
    behaviour: IDLE_BEHAVIOUR,
    copyAddressPrefix: null,
  });
  const loader = createStepSchema({
    transport: <TData>(request: ApiRequest<TData>) => forwardRequest(config.transport, request),
  });
  let form: SchemaForm | null = null;
  let behaviour: StepBehaviour | null = null;
  let shownSchema: FormSchema | null = null;
  let mountedBefore = false;

  // The home address is saved by itself 1500 ms after its last change (01 §7 address form, §9), once it
  // is complete and valid: a reload or a dropped connection before Continue does not lose it. A failed
  // save changes nothing; Continue saves it again anyway.
  const saveAddress = () => {
    const action = form?.getState().schema?.action;
    if (!form || !action || !isFormQuietlyValid(form)) return;
    void config.transport({ method: 'POST', path: action, payload: form.getModel() });
  };

  // The Fill dropdown's scenario (outside production) is applied to whatever step is shown.
  const fillForm = () => form && applyFill(form, session);

  const build = (schema: FormSchema) => {
    form = createSchemaForm({
      transport: config.transport,
      schema,
      fieldTypes: config.fieldTypes,
      locale: config.locale,
      checks: createIncomeChecks({ minimumIncomeCents: session.getState().minIncomeRequired }),
    });
    behaviour = createStepBehaviour({
      form,
      transport: config.transport,
      storeId: session.getState().retailStore?.id ?? null,
      locale: config.locale,
      ...(step === 'applicantAddress' ? { onAddressChange: saveAddress } : {}),
    });
    store.setState({ form });
  };

  /** Follows the loader: the first schema builds the form; a later one (another language) relabels it. */
  const follow = () => {
    const state = loader.getState();
    if (state.status !== 'ready') {
      if (!form)
        store.setState({ status: state.status, loadError: state.status === 'error' ? state.error : null });
      return;
    }
    if (state.schema === shownSchema) return;
    shownSchema = state.schema;
    const schema = lockForApply(state.schema, session, config.lockConfigured);
    if (form) void form.relabel(schema);
    else build(schema);
    store.setState({ status: 'ready', loadError: null });
  };

  store.onMount(() => {
    const offLoader = loader.subscribe(follow);
    const endLoader = loader.mount();
    loader.load(getStepSchemaPath(step), config.locale ?? 'en');
    // A load cut short by the end of an earlier mount starts again.
    if (mountedBefore && loader.getState().status !== 'ready') loader.retry();
    mountedBefore = true;
    follow();
    return () => {
      offLoader();
      endLoader();
    };
  });

  // The form and its behaviour run while the controller is mounted, from the moment the form exists.
  store.onMount(() => {
    let ends: (() => void)[] = [];
    let offField: (() => void) | null = null;
    let lastFill = session.getState().fill;
    let lastStoreId = session.getState().retailStore?.id ?? null;
    const start = () => {
      if (!form || !behaviour || ends.length) return;
      const current = form;
      const currentBehaviour = behaviour;
      ends = [current.mount(), currentBehaviour.mount()];
      const offBehaviour = currentBehaviour.subscribe(() =>
        store.setState({ behaviour: currentBehaviour.getState() }),
      );
      const ownerLine = `${OWNER_ADDRESS}.line_1`;
      const readOwner = () =>
        store.setState({ copyAddressPrefix: current.getField(ownerLine)?.visible ? OWNER_ADDRESS : null });
      offField = current.subscribeField(ownerLine, readOwner);
      ends.push(offBehaviour, () => offField?.());
      store.setState({ behaviour: currentBehaviour.getState() });
      readOwner();
      fillForm();
    };
    const offStore = store.subscribe(start);
    const offSession = session.subscribe(() => {
      const { fill, retailStore } = session.getState();
      if (fill !== lastFill) {
        lastFill = fill;
        fillForm();
      }
      const storeId = retailStore?.id ?? null;
      if (storeId !== lastStoreId) {
        lastStoreId = storeId;
        behaviour?.update({ storeId });
      }
    });
    start();
    return () => {
      offStore();
      offSession();
      for (const end of ends.splice(0)) end();
    };
  });

  store.onDispose(() => {
    loader.dispose();
    behaviour?.dispose();
    form?.dispose();
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    retry: () => loader.retry(),
    succeed(result) {
      if (!form) return;
      // The form posts to the action its schema names, so the save's answer is parsed here with the call's
      // schema; one it refuses, like a step that stores nothing ({ valid: true }), carries no record.
      const parsed = stepSaveCall.answer.safeParse(result.data);
      const data = parsed.success && 'application' in parsed.data ? parsed.data : null;
      const model = form.getModel();
      if (step === 'applicantInfo' || step === 'coApplicantInfo') typedSsns.remember(step, model);
      if (step === 'applicantInfo') {
        const path = getApplicantSuccessPath(
          { ...data?.approved_application, verify: data?.verify },
          { applicationId: session.getState().application?.id, phone: config.contactPhone ?? '' },
        );
        if (path.type === 'contact-store') return config.goTo('contact-store');
        if (path.type === 'contract-in-progress') {
          // The screen tells the host which application is in progress (04: application_id).
          session.patch({ retrieval: data?.retrieval ?? null });
          return config.goTo('contract-in-progress');
        }
        if (path.type === 'checkpoint') {
          session.patch({ retrieval: data?.retrieval ?? null });
          return config.goTo('checkpoint');
        }
        // 04: leaving applicantInfo tells the host the application is in progress.
        config.host.inProgress({ checkout_id: session.getState().checkout?.id ?? null });
      }
      const application = data?.application;
      if (application) session.patch({ application, uuid: application.uuid });
      if (step === 'hasCoApplicant') wizard.setHasCoApplicant(isFlagSet(model.has_co_applicant));
      const intellicheck = wizard.getState().intellicheckPlacement;
      const next = wizard.next();
      if (
        step === 'applicantInfo' &&
        intellicheck === 'applicantInfo' &&
        !application?.intellicheck_completed
      ) {
        config.goTo('/intellicheck', { state: { returnStep: next } });
      }
    },
    cancel(button) {
      if (button.action === 'skip') wizard.next('skipped');
      else wizard.back();
    },
    chooseSuggestion: async (prefix, suggestion) => behaviour?.chooseSuggestion(prefix, suggestion),
    setToggle: (name, value) => behaviour?.setToggle(name, value),
    copyHomeAddress: (prefix) => void behaviour?.copyHomeAddress(prefix),
    confirmRemoval: () => behaviour?.confirmRemoval(),
    cancelRemoval: () => behaviour?.cancelRemoval(),
    update(next) {
      const locale = config.locale;
      config = { ...config, ...next };
      behaviour?.update({ transport: config.transport, locale: config.locale });
      if (config.locale === locale) return;
      form?.update({ locale: config.locale });
      // The same step in another language: the schema again, for its texts; the values stay.
      if (store.mounted) loader.load(getStepSchemaPath(step), config.locale ?? 'en');
    },
  };
}
