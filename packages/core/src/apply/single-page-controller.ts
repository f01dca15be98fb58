import { forwardRequest } from '../api/forward-request';
import type { ApiRequest, ApiResult } from '../api/types';
import type { ApplyWizard } from '../apply-wizard/apply-wizard';
import {
  createStepBehaviour,
  isFormQuietlyValid,
  type StepBehaviour,
  type StepBehaviourState,
} from '../apply-wizard/step-behaviour';
import { createIncomeChecks, mergeSectionModels, toSectionSchema } from '../apply-wizard/step-rules';
import {
  createAutosave,
  SINGLE_PAGE_APPLICATION_PATH,
  type Autosave,
  type SectionSaveStatus,
} from '../autosave/autosave';
import type { StepSaveResponse } from '../contract/calls/application';
import { formatMessage, resolveText, type Locale } from '../messages';
import { isHvacStore } from '../rules/checkout';
import { getApplicantSuccessPath } from '../rules/results';
import { isFlagSet } from '../rules/values';
import { getSectionGateMessage, type ApplySectionId } from '../rules/wizard';
import type { FormSchema } from '../schema-form/schema';
import { createSchemaForm, type SchemaForm } from '../schema-form/schema-form';
import { createStepSchema } from '../schema-form/step-schema';
import { createStore, type ReadableStore } from '../stores/store';
import type { WizardPorts } from './ports';
import { applyFill, lockForApply } from './step-forms';
import type { TypedSsnMemory } from './typed-ssns';

/** Options of {@link createSinglePageController}. */
export interface SinglePageControllerOptions extends Omit<WizardPorts, 'host'> {
  /** The wizard the page belongs to: the submitted application moves it on. */
  wizard: Pick<ApplyWizard, 'next'>;
  /** Where the SSN typed in the applicant info section is remembered. */
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

/** What a section's form offers the page: its behaviour's actions. */
export type SinglePageSectionActions = Pick<
  StepBehaviour,
  'chooseSuggestion' | 'setToggle' | 'confirmRemoval' | 'cancelRemoval'
>;

/** One section as the page shows it. */
export interface SinglePageSectionView {
  id: ApplySectionId;
  /** Its number on the page, from 1. */
  number: number;
  title: string;
  /** 'First complete the applicant info section' until the applicant exists (01 §2); null otherwise. */
  gateMessage: string | null;
  /** The section's autosave status (01 §4). */
  status: SectionSaveStatus;
  /** The last failed save's text, or null. */
  error: string | null;
  /** The section's own schema-form engine. */
  form: SchemaForm;
  /** The section's behaviour (address suggestions, bank name, removal confirmation). */
  behaviour: StepBehaviourState;
  actions: SinglePageSectionActions;
}

/** What the single-page application shows. */
export interface SinglePageState {
  /** The schema's load: the sections exist once it is ready. */
  status: 'loading' | 'error' | 'ready';
  /** The server's error text when the load failed, else null. */
  loadError: string | null;
  /** The sections shown, in order. */
  sections: SinglePageSectionView[];
  /** True while the submit waits for every section to save. */
  submitting: boolean;
  /** True when the last submit gave up after 15 s without every section saved. */
  expired: boolean;
  /** The application submit's error, or null. */
  submitError: string | null;
}

/** The controller of the single-page application (apply_form_version 3). */
export interface SinglePageController extends ReadableStore<SinglePageState> {
  /** Loads the schema again (after a failed load: Try again). */
  retry(): void;
  /** Submit: every section validated and saved, then the application submitted (01 §4). */
  submit(): void;
  /** Takes new options (the language, the phone, the router); the wizard stays. */
  update(options: Partial<Omit<SinglePageControllerOptions, 'wizard' | 'typedSsns'>>): void;
}

interface Section {
  form: SchemaForm;
  behaviour: StepBehaviour;
  actions: SinglePageSectionActions;
  end: (() => void) | null;
}

/**
 * Creates the controller of the single-page application (01 §2, §4, §9; 03 §4): it loads the page's
 * schema, gives every section shown its own form (pre-filled fields locked, the income checks, the
 * step behaviour, the test-fill scenario), saves each section by itself through the autosave, and
 * after the applicant info routes an earlier application where 03 §4 says. The SSN typed in the
 * applicant info is remembered in memory. Nothing starts before `mount()`.
 */
export function createSinglePageController(options: SinglePageControllerOptions): SinglePageController {
  let config = { ...options };
  const { wizard, session, typedSsns } = options;
  const store = createStore<SinglePageState>({
    status: 'loading',
    loadError: null,
    sections: [],
    submitting: false,
    expired: false,
    submitError: null,
  });
  const loader = createStepSchema({
    transport: <TData>(request: ApiRequest<TData>) => forwardRequest(config.transport, request),
  });
  const sections = new Map<ApplySectionId, Section>();
  let schema: FormSchema | null = null;
  let autosave: Autosave | null = null;
  let mountedBefore = false;

  // The co-applicant and banking switches are the autosave's: it reads them from their sections' values.
  const sectionOptions = () => {
    const { retailStore, application, bankingRequired } = session.getState();
    return {
      isHvacStore: isHvacStore(retailStore),
      mortgageQuestionsEnabled: retailStore?.lease_program?.mortgage_questions_enabled,
      hasBankingRecord: Boolean(application?.banking_id),
      bankingRequired,
    };
  };
  const sectionSchema = (id: ApplySectionId) =>
    // 01 §5: pre-fill locks the main applicant's fields here as in step mode.
    lockForApply(toSectionSchema(schema!, id) ?? { children: [] }, session, config.lockConfigured);

  // 03 §4 applicant success paths: an earlier application is not saved over.
  const onApplicantAnswer = (result: ApiResult<StepSaveResponse>) => {
    const data = 'application' in result.data ? result.data : null;
    const path = getApplicantSuccessPath(
      { ...data?.approved_application, verify: data?.verify },
      { applicationId: null, phone: config.contactPhone ?? '' },
    );
    if (path.type === 'checkpoint') {
      session.patch({ retrieval: data?.retrieval ?? null });
      config.goTo('checkpoint');
    } else if (path.type !== 'save') config.goTo(path.type);
  };

  const createSaving = (loaded: FormSchema) =>
    createAutosave({
      sections: {
        ...sectionOptions(),
        hasCoApplicant: isFlagSet(loaded.values?.has_co_applicant),
        bankingEntered: isFlagSet(loaded.values?.add_banking),
      },
      applicantId: session.getState().application?.applicant_id ?? null,
      // The requests, the session updates and the submit error are the store's; the page gives it the forms.
      requests: {
        transport: config.transport,
        schema: loaded,
        session,
        getModel: () => mergeSectionModels([...sections.values()].map(({ form }) => form.getModel())),
        onSubmitted: () => wizard.next(),
        onApplicantAnswer,
      },
      // Every active section shows its errors first (GOV.UK pattern); nothing is sent while one is invalid.
      validate: (section) => sections.get(section)?.form.validate() ?? true,
      locale: config.locale,
      isValid: (section) => {
        const form = sections.get(section)?.form;
        // The same income checks as the step forms, the minimum monthly income included (01 §4, §5).
        const checks = createIncomeChecks({ minimumIncomeCents: session.getState().minIncomeRequired });
        return Boolean(form && isFormQuietlyValid(form, checks));
      },
    });

  /** The view, from the schema, the autosave and every section's behaviour. */
  const render = () => {
    if (!schema || !autosave) return;
    const saving = autosave.getState();
    const views = saving.shownSections.flatMap((id, index): SinglePageSectionView[] => {
      const section = sections.get(id);
      if (!section) return [];
      const child = schema!.children?.find((c) => c.name === id);
      const gate = getSectionGateMessage(id, saving.applicantId);
      const sectionState = saving.sections[id];
      return [
        {
          id,
          number: index + 1,
          title: resolveText(child?.label ?? child?.title, config.locale) ?? id,
          gateMessage: gate ? formatMessage(gate, config.locale) : null,
          status: sectionState?.status ?? 'idle',
          error: sectionState?.error ?? null,
          form: section.form,
          behaviour: section.behaviour.getState(),
          actions: section.actions,
        },
      ];
    });
    store.setState({
      status: 'ready',
      loadError: null,
      sections: views,
      submitting: saving.scheduled,
      expired: saving.expired,
      submitError: saving.submitError,
    });
  };

  /** Starts a section's form: its behaviour, its values to the autosave, the fill scenario. */
  const start = (id: ApplySectionId, section: Section) => {
    const { form, behaviour } = section;
    const ends = [form.mount(), behaviour.mount(), behaviour.subscribe(render)];
    const changed = () => {
      const values = form.getModel();
      autosave?.change(id, values);
      if (id === 'applicantInfo') typedSsns.remember('applicantInfo', values);
    };
    for (const name of form.getState().fieldNames) {
      let last = form.getField(name)?.value;
      ends.push(
        form.subscribeField(name, () => {
          const value = form.getField(name)?.value;
          if (Object.is(value, last)) return;
          last = value;
          changed();
        }),
      );
    }
    section.end = () => {
      for (const end of ends.splice(0)) end();
    };
    // A reloaded application's sections start as pre-filled: they count once saved (01 §4).
    if (autosave?.getState().applicantId) autosave.change(id, form.getModel());
    applyFill(form, session);
  };

  /** Makes a form for every section shown and drops the ones no longer shown. */
  const syncSections = () => {
    if (!schema || !autosave) return;
    const shown = autosave.getState().shownSections;
    for (const [id, section] of sections) {
      if (shown.includes(id)) continue;
      section.end?.();
      section.behaviour.dispose();
      section.form.dispose();
      sections.delete(id);
    }
    for (const id of shown) {
      if (sections.has(id)) continue;
      const form = createSchemaForm({
        transport: config.transport,
        schema: sectionSchema(id),
        fieldTypes: config.fieldTypes,
        locale: config.locale,
        checks: createIncomeChecks({ minimumIncomeCents: session.getState().minIncomeRequired }),
      });
      const behaviour = createStepBehaviour({
        form,
        transport: config.transport,
        storeId: session.getState().retailStore?.id ?? null,
        locale: config.locale,
      });
      const section: Section = {
        form,
        behaviour,
        end: null,
        actions: {
          chooseSuggestion: (prefix, suggestion) => behaviour.chooseSuggestion(prefix, suggestion),
          setToggle: behaviour.setToggle,
          confirmRemoval: behaviour.confirmRemoval,
          cancelRemoval: behaviour.cancelRemoval,
        },
      };
      sections.set(id, section);
      if (store.mounted) start(id, section);
    }
    render();
  };

  /** Follows the loader: the first schema builds the page; a later one (another language) relabels it. */
  const follow = () => {
    const state = loader.getState();
    if (state.status !== 'ready') {
      if (!schema)
        store.setState({ status: state.status, loadError: state.status === 'error' ? state.error : null });
      return;
    }
    if (state.schema === schema) return;
    const first = !schema;
    schema = state.schema;
    if (first) {
      autosave = createSaving(state.schema);
      if (store.mounted) mountSaving();
    } else {
      autosave?.update({ requests: { schema: state.schema } });
      for (const [id, section] of sections) void section.form.relabel(sectionSchema(id));
    }
    syncSections();
  };

  let endSaving: (() => void) | null = null;
  const mountSaving = () => {
    if (!autosave || endSaving) return;
    const ends = [autosave.mount(), autosave.subscribe(syncSections)];
    endSaving = () => {
      for (const end of ends.splice(0)) end();
    };
  };

  store.onMount(() => {
    const offLoader = loader.subscribe(follow);
    const endLoader = loader.mount();
    loader.load(SINGLE_PAGE_APPLICATION_PATH, config.locale ?? 'en');
    // A load cut short by the end of an earlier mount starts again.
    if (mountedBefore && loader.getState().status !== 'ready') loader.retry();
    mountedBefore = true;
    mountSaving();
    for (const [id, section] of sections) start(id, section);
    let lastFill = session.getState().fill;
    let last = sectionOptions();
    const offSession = session.subscribe(() => {
      const next = sectionOptions();
      if (JSON.stringify(next) !== JSON.stringify(last)) {
        last = next;
        autosave?.update({ sections: next });
      }
      const { fill } = session.getState();
      if (fill === lastFill) return;
      lastFill = fill;
      for (const section of sections.values()) applyFill(section.form, session);
    });
    follow();
    return () => {
      offLoader();
      endLoader();
      offSession();
      endSaving?.();
      endSaving = null;
      for (const section of sections.values()) section.end?.();
    };
  });

  store.onDispose(() => {
    loader.dispose();
    autosave?.dispose();
    for (const { form, behaviour } of sections.values()) {
      behaviour.dispose();
      form.dispose();
    }
    sections.clear();
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    retry: () => loader.retry(),
    submit: () => autosave?.submit(),
    update(next) {
      const locale = config.locale;
      config = { ...config, ...next };
      for (const { form, behaviour } of sections.values()) {
        behaviour.update({ transport: config.transport, locale: config.locale });
        if (config.locale !== locale) form.update({ locale: config.locale });
      }
      autosave?.update({ locale: config.locale, requests: { transport: config.transport } });
      if (config.locale === locale) return;
      render();
      // The page in another language: the schema again, for its texts; the values stay.
      if (store.mounted) loader.load(SINGLE_PAGE_APPLICATION_PATH, config.locale ?? 'en');
    },
  };
}
