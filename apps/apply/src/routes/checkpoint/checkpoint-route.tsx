import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  API_PATHS,
  createSchemaForm,
  getApprovalCeiling,
  getBrandSettings,
  getRetrievedApplicationOutcome,
  isHvacStore,
  readRecord,
  type ApiRequest,
  type ApiResult,
  type ApplicationView,
  type RetrievalRecord,
  type SchemaForm as SchemaFormEngine,
} from '@leasekit/core';
import { useOwnedStore, usePinVerification } from '@leasekit/core/react';
import { useBrand } from '@leasekit/ui';
import { CheckpointScreen } from '../../screens/checkpoint';
import { PinVerificationForm } from '../../screens/pin-verification';
import { readCheckpointConfig } from '../../config';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useSession, useTranslate } from '../../app/use-app';

/** The PIN verification of a retrieved application (the wizard's PIN form on the core's PIN store). */
function RetrievalVerification({ uuid }: { uuid: string }) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const navigate = useNavigate();
  const checkout = useSession((s) => s.checkout);
  const store = useSession((s) => s.retailStore);
  const iframe = useSession((s) => s.iframe);
  const { pin, state } = usePinVerification({
    transport: api.request,
    uuid,
    checkoutId: checkout?.id ?? null,
    storeId: store?.id ?? null,
    retrieval: true,
    iframe,
    locale,
    // A verified PIN replaces the session token (docs/behaviour.md 03 §6 "Session tokens").
    onToken: (token) => session.update({ token }),
  });

  // Retrieval sends no PIN by itself: the verification form asks for one when it opens.
  // Once per store: strict mode runs this effect twice on the same store.
  const sentFor = React.useRef<unknown>(null);
  React.useEffect(() => {
    if (sentFor.current === pin) return;
    sentFor.current = pin;
    void pin.resend();
  }, [pin]);

  React.useEffect(() => {
    if (!state.notice) return;
    if (state.notice.kind === 'success') toast.success(state.notice.message);
    else toast.error(state.notice.message);
    pin.dismissNotice();
  }, [state.notice, pin]);

  React.useEffect(() => {
    const outcome = state.outcome;
    if (!outcome) return;
    if (outcome.type === 'maxed') {
      const application = session.getState().application ?? {};
      session.update({
        application: { ...application, application_result: outcome.result, submitted: true },
      });
      void navigate('/result/denied', { replace: true });
      return;
    }
    const application = readRecord<ApplicationView>(outcome.application) ?? {};
    if (outcome.type === 'new-application') {
      session.update({
        application,
        uuid: typeof application.uuid === 'string' ? application.uuid : null,
        retrieval: null,
      });
      void navigate('/apply');
      return;
    }
    // 01 §4: the existing approved application is loaded and the original store remembered.
    session.loadExistingApplication(application, null);
    session.clearRetrieval();
    void navigate('/checkpoint/redirect', { replace: true });
  }, [navigate, session, state.outcome]);

  return (
    <PinVerificationForm
      code={state.code}
      status={state.status}
      mode={state.mode}
      sending={state.sending}
      retrieval
      itemsConfirmation={state.itemsConfirmation}
      itemsVisible={state.itemsVisible}
      fieldError={state.fieldError}
      onCodeChange={pin.setCode}
      onContinue={() => void pin.submit()}
      onResend={() => void pin.resend()}
      onModeChange={pin.setMode}
      onToggleItems={pin.toggleItems}
      onConfirmItems={(keep) => void pin.confirmItems(keep)}
      onNewApplication={() => {
        session.update({ retrieval: null, application: null, uuid: null });
        void navigate('/apply');
      }}
    />
  );
}

/**
 * The checkpoint `/checkpoint` (03 §2, 01 §4, §7): the retrieval form from the sandbox's `retrieve`
 * schema; a 404 merges the response's data into the typed model (nothing is lost) and shows the error;
 * a found application follows the core's `getRetrievedApplicationOutcome` (contract in progress →
 * that screen; rated22 or may-not-switch → contact store; otherwise the verification form, remembering
 * the original store). With a uuid in the page configuration the form submits itself.
 */
export default function CheckpointRoute() {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const navigate = useNavigate();
  const brand = useBrand();
  const retrieval = useSession((s) => s.retrieval);
  const storeRecord = useSession((s) => s.retailStore);
  const retailer = useSession((s) => s.retailer);
  const pageConfig = React.useMemo(() => readCheckpointConfig(), []);
  const formRef = React.useRef<SchemaFormEngine | null>(null);

  const form = useOwnedStore(() => {
    // 01 §7: on a 404 the response's data is merged into the entered model before the fail shows.
    const transport = async <T,>(request: ApiRequest): Promise<ApiResult<T>> => {
      const result = await api.request<T>(request);
      if (request.method === 'POST' && result.code === 404 && formRef.current) {
        const data = readRecord<Record<string, unknown>>(result.data) ?? {};
        formRef.current.setOptions({ values: { ...formRef.current.getModel(), ...data } });
      }
      return result;
    };
    const created = createSchemaForm({
      transport,
      schemaPath: API_PATHS.retrieveSchema,
      locale,
      ...(pageConfig?.values ? { values: pageConfig.values } : {}),
    });
    formRef.current = created;
    return created;
  });
  React.useEffect(() => form.setOptions({ locale }), [form, locale]);

  const onRetrieved = React.useCallback(
    (result: ApiResult) => {
      const data = readRecord<RetrievalRecord>(result.data) ?? {};
      const settings = getBrandSettings(storeRecord, retailer);
      const outcome = getRetrievedApplicationOutcome(data, settings.contactPhone ?? brand.contactPhone);
      if (outcome.type === 'contract-in-progress') {
        // The screen tells the host which application is in progress (04: application_id). The PIN
        // reference stays out: a retrieval with a uuid opens the PIN form, whose PIN request for an
        // application that goes no further answers 'Application not found' over this screen.
        session.update({ retrieval: { ...data, uuid: null } });
        void navigate('/result/contract-in-progress');
        return;
      }
      if (outcome.type === 'contact-store') {
        void navigate('/result/contact-store');
        return;
      }
      session.update({ retrieval: data, uuid: typeof data.uuid === 'string' ? data.uuid : null });
    },
    [brand.contactPhone, navigate, retailer, session, storeRecord],
  );

  // Auto-submit once the schema is there when the page configuration carries a uuid.
  React.useEffect(() => {
    if (!pageConfig) return undefined;
    let done = false;
    const tryOnce = () => {
      if (done || form.getState().status !== 'ready') return;
      done = true;
      void form.submit().then(({ outcome, result }) => {
        if (outcome === 'success' && result) onRetrieved(result);
      });
    };
    tryOnce();
    return form.subscribe(tryOnce);
  }, [form, onRetrieved, pageConfig]);

  const uuid = typeof retrieval?.uuid === 'string' ? retrieval.uuid : null;
  return (
    <CheckpointScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      form={form}
      onRetrieved={onRetrieved}
      verification={uuid ? <RetrievalVerification uuid={uuid} /> : undefined}
      onBack={() => session.clearRetrieval()}
      approvalCeiling={getApprovalCeiling(isHvacStore(storeRecord))}
    />
  );
}
