import { forwardRequest } from '../api/forward-request';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { API_PATHS } from '../api/paths';
import type { NavigatePort } from '../checkout/ports';
import { retrieveCall } from '../contract/calls/application';
import type { Locale } from '../messages';
import { getBrandSettings } from '../rules/app-brand';
import { isHvacStore } from '../rules/checkout';
import { isRecord } from '../rules/values';
import { getRetrievedApplicationOutcome } from '../rules/results';
import { getApprovalCeiling } from '../rules/wizard';
import { createSchemaForm, type SchemaForm } from '../schema-form/schema-form';
import type { SessionState, SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';

/** What the checkpoint screen shows: the state of {@link createCheckpointController}. */
export interface CheckpointView {
  /** The retrieval form (the sandbox's `retrieve` schema), owned and mounted by the controller. */
  form: SchemaForm;
  /** The PIN reference of a retrieval awaiting its verification form; null shows the retrieval form. */
  verificationUuid: string | null;
  /** The welcome text's approval ceiling in cents (01 §1: $18,000 for HVAC stores, else $8,000). */
  approvalCeiling: number;
}

/** Options of {@link createCheckpointController}; `locale`, `contactPhone` and `navigate` may change. */
export interface CheckpointControllerOptions {
  transport: ApiTransport;
  session: SessionStore;
  navigate: NavigatePort;
  /** The form's locale; English by default. */
  locale?: Locale;
  /** The brand's contact number, used when the store and retailer name none; empty by default. */
  contactPhone?: string;
  /**
   * The serving page's checkpoint configuration (an application's uuid): with one, the form starts with
   * its values and submits itself once its schema is there. None by default: the shopper fills the form.
   */
  pageConfig?: { values?: Record<string, unknown> } | null;
}

/** The checkpoint controller: the view, and what the screen's buttons and form call. */
export interface CheckpointController extends ReadableStore<CheckpointView> {
  /** The retrieve call's successful answer: where the retrieved application goes (01 §4). */
  retrieved(result: ApiResult): void;
  /** Leaves the verification form for the retrieval form again (the retrieval is forgotten). */
  back(): void;
  /** Takes the options that follow the app (locale, contact number, navigation). */
  update(options: Partial<Pick<CheckpointControllerOptions, 'locale' | 'contactPhone' | 'navigate'>>): void;
}

function viewOf(session: SessionState, form: SchemaForm, previous?: CheckpointView): CheckpointView {
  const next: CheckpointView = {
    form,
    // An empty reference is a retrieval kept without one (a contract in progress): no PIN form.
    verificationUuid: session.retrieval?.uuid || null,
    approvalCeiling: getApprovalCeiling(isHvacStore(session.retailStore)),
  };
  return previous &&
    previous.verificationUuid === next.verificationUuid &&
    previous.approvalCeiling === next.approvalCeiling
    ? previous
    : next;
}

/**
 * The checkpoint `/checkpoint` (03 §2, 01 §4, §7): the retrieval form from the sandbox's `retrieve`
 * schema; a 404 merges the response's data into the typed model (nothing is lost) and shows the error;
 * a found application follows `getRetrievedApplicationOutcome` (contract in progress → that screen;
 * rated22 or may-not-switch → contact store; otherwise the verification form, remembering the original
 * store). With a page configuration the form submits itself once its schema is there. The factory
 * starts nothing; `mount()` mounts the form, follows the session and runs the automatic submit.
 */
export function createCheckpointController(options: CheckpointControllerOptions): CheckpointController {
  const { session } = options;
  let current = { ...options };
  let form: SchemaForm | null = null;
  // 01 §7: on a 404 the response's data is merged into the entered model before the fail shows.
  const transport = async <TData>(request: ApiRequest<TData>): Promise<ApiResult<TData>> => {
    const result = await forwardRequest(options.transport, request);
    if (request.method === 'POST' && result.code === 404 && form) {
      // The 404's data is no answer of the retrieve call: only a record is merged, key by key.
      const data = isRecord(result.data) ? result.data : {};
      form.update({ values: { ...form.getModel(), ...data } });
    }
    return result;
  };
  const retrievalForm = createSchemaForm({
    transport,
    schemaPath: API_PATHS.retrieveSchema,
    locale: options.locale,
    ...(options.pageConfig?.values ? { values: options.pageConfig.values } : {}),
  });
  form = retrievalForm;
  const store = createStore<CheckpointView>(viewOf(session.getState(), retrievalForm));
  const sync = () => store.setState((view) => viewOf(session.getState(), retrievalForm, view));

  function retrieved(result: ApiResult) {
    // The form posts to the action its schema names, so its answer is parsed here with the call's schema;
    // one the schema refuses leads nowhere (the app's client has already refused it as an invalid answer).
    const parsed = retrieveCall.answer.safeParse(result.data);
    if (!parsed.success) return;
    const data = parsed.data;
    const { retailStore, retailer } = session.getState();
    const settings = getBrandSettings(retailStore, retailer);
    const outcome = getRetrievedApplicationOutcome(data, settings.contactPhone ?? current.contactPhone ?? '');
    if (outcome.type === 'contract-in-progress') {
      // The screen tells the host which application is in progress (04: application_id). The PIN
      // reference stays out: a retrieval with a uuid opens the PIN form, whose PIN request for an
      // application that goes no further answers 'Application not found' over this screen.
      session.patch({ retrieval: { ...data, uuid: '' } });
      current.navigate('/result/contract-in-progress');
      return;
    }
    if (outcome.type === 'contact-store') {
      current.navigate('/result/contact-store');
      return;
    }
    session.patch({ retrieval: data, uuid: data.uuid || null });
  }

  store.onMount(() => retrievalForm.mount());
  store.onMount(() => {
    sync();
    return session.subscribe(sync);
  });
  // A checkpoint link's page configuration submits the form once its schema is there.
  store.onMount(() => {
    if (!options.pageConfig) return undefined;
    let done = false;
    const tryOnce = () => {
      if (done || retrievalForm.getState().status !== 'ready') return;
      done = true;
      void retrievalForm.submit().then(({ outcome, result }) => {
        if (outcome === 'success' && result) retrieved(result);
      });
    };
    tryOnce();
    return retrievalForm.subscribe(tryOnce);
  });
  store.onDispose(() => retrievalForm.dispose());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    retrieved,
    back: () => session.clearRetrieval(),
    update(next) {
      const locale = next.locale ?? current.locale;
      if (locale && locale !== current.locale) retrievalForm.update({ locale });
      current = { ...current, ...next };
    },
  };
}
