import * as React from 'react';
import { resolveText, t, type ApiResult } from '@leasekit/core';
import { type ButtonSchema, type SchemaForm as SchemaFormEngine } from '@leasekit/core/form';
import {
  Alert,
  AlertDescription,
  Button,
  SchemaForm,
  getSchemaButtonVariant,
  type BreadcrumbItem,
  type ProgressStep,
} from '@leasekit/ui';
import { useStore, useCurrentLocale } from '@leasekit/core/react';
import { CheckoutFooter, useSaveStatusOf } from '../checkout-shared';
import { LoadStatus } from '../load-status';
import { StepWidgetProvider, stepWidgets, type StepWidgetContextValue } from './step-widgets';
import { WizardScreen } from '../wizard-screen';
import { prefetchOnInteraction } from '../../lib/prefetch';

const loadRemovalConfirm = () => import('./removal-confirm');

const STEP_FORM_ID = 'apply-step-form';

/**
 * The step's form footer (02 §2): the schema's Back / Skip and its Continue, which reads 'Saving. Wait for
 * a moment...' while the step saves; after 30 seconds 'If this takes more than 30 seconds to save, click
 * here.' appears, and 'click here' abandons the hanging save and sends the step again (`resubmit`).
 */
function StepFooter({
  form,
  onCancel,
  retryDelay,
}: {
  form: SchemaFormEngine;
  onCancel?: (button: ButtonSchema) => void;
  retryDelay?: number;
}) {
  const locale = useCurrentLocale();
  const schema = useStore(form, (state) => state.schema);
  const submitting = useStore(form, (state) => state.submitting);
  const [save, status] = useSaveStatusOf(submitting, {
    locale,
    onRetry: () => void form.resubmit(),
    ...(retryDelay !== undefined ? { delay: retryDelay } : {}),
  });
  const buttons = schema?.buttons?.length ? schema.buttons : [];
  const submit = buttons.find((button) => button.type === 'submit');
  return (
    <CheckoutFooter
      locale={locale}
      save={save}
      onRetry={status.retry}
      form={STEP_FORM_ID}
      continueLabel={resolveText(submit?.label, locale)}
    >
      {buttons
        .filter((button) => button.type !== 'submit')
        .map((button, index) => (
          <Button
            key={`${button.label}-${index}`}
            type="button"
            variant={getSchemaButtonVariant(button.variant, 'outline')}
            disabled={submitting}
            onClick={() => onCancel?.(button)}
          >
            {resolveText(button.label, locale)}
          </Button>
        ))}
    </CheckoutFooter>
  );
}
const RemovalConfirm = React.lazy(loadRemovalConfirm);

/** Props of {@link ApplyStepScreen}. */
export interface ApplyStepScreenProps {
  /** The progress bar's steps (from the core's `getApplyWizardView`); it shows 'Step N (title)'. */
  progress: readonly ProgressStep[];
  /** Whether the step's schema is loading, failed to load, or ready; ready by default. */
  status?: 'loading' | 'error' | 'ready';
  /** The load failure's text; 'An unknown error occurred' by default. */
  loadError?: string | null;
  /** Retries a failed load. */
  onRetry?: () => void;
  /** The step's form engine (its schema comes from the sandbox with `_form=true`); needed when ready. */
  form?: SchemaFormEngine;
  /** Suggestions and the toggle handler for the step's widgets. */
  widgetContext?: StepWidgetContextValue;
  /** The routing lookup failure, shown in a red alert (01 §8); none by default. */
  routingError?: string | null;
  /** The copy-address failure alert (01 §8); none by default. */
  copyError?: string | null;
  /** Where 'Same as my home address' copies to (the HVAC owner address); no button by default. */
  copyAddressPrefix?: string | null;
  onCopyAddress?: (prefix: string) => void;
  /** A toggle's removal waiting for Yes/No (01 §4); none by default. */
  pendingRemoval?: { message: string } | null;
  onConfirmRemoval?: () => void;
  onCancelRemoval?: () => void;
  /** Called after the step saved (status true, code 200). */
  onSuccess?: (result: ApiResult) => void;
  /** Called by Back and Skip (schema buttons of type cancel, with action back or skip). */
  onCancel?: (button: ButtonSchema) => void;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Content above the form (e.g. a notice about locked fields). */
  children?: React.ReactNode;
  /**
   * How long a save runs before the footer's 'click here' hint appears, in ms; 30 seconds by default
   * (02 §9). Stories show the hint at once with 0.
   */
  saveRetryDelay?: number;
}

/**
 * One wizard step (01 §2, 03 §2): the progress header with 'Step N (title)', the step's server-driven
 * form with the step's behaviour (address suggestions, routing red alert, copy-address alert, removal
 * confirmations) and its Back / Skip / Continue buttons in the form footer (02 §2: 'Saving. Wait for a
 * moment...' while saving, the 30 s 'click here' retry).
 */
export function ApplyStepScreen({
  progress,
  status = 'ready',
  loadError,
  onRetry,
  form,
  widgetContext = { suggestions: {} },
  routingError,
  copyError,
  copyAddressPrefix,
  onCopyAddress,
  pendingRemoval,
  onConfirmRemoval,
  onCancelRemoval,
  onSuccess,
  onCancel,
  breadcrumbs,
  children,
  saveRetryDelay,
}: ApplyStepScreenProps) {
  // Mounted from the first removal on, so its closing animation still plays; its code is fetched on the
  // shopper's first interaction, before anyone can ask to remove.
  const [dialogWanted, setDialogWanted] = React.useState(Boolean(pendingRemoval));
  if (pendingRemoval && !dialogWanted) setDialogWanted(true);
  React.useEffect(() => prefetchOnInteraction(loadRemovalConfirm), []);
  const locale = useCurrentLocale();
  return (
    <WizardScreen progress={progress} breadcrumbs={breadcrumbs}>
      <LoadStatus slot="apply-step" status={status} loadError={loadError} onRetry={onRetry} />
      {status === 'ready' ? children : null}
      {copyAddressPrefix ? (
        <div className="flex flex-col gap-2">
          <Button type="button" variant="outline" onClick={() => onCopyAddress?.(copyAddressPrefix)}>
            {t('application.address.copy', undefined, locale)}
          </Button>
          {copyError ? (
            <Alert variant="error" data-slot="copy-address-alert">
              <AlertDescription>{copyError}</AlertDescription>
            </Alert>
          ) : null}
        </div>
      ) : null}
      {routingError ? (
        <Alert variant="error" data-slot="routing-alert">
          <AlertDescription>{routingError}</AlertDescription>
        </Alert>
      ) : null}
      {status === 'ready' && form ? (
        <StepWidgetProvider value={widgetContext}>
          <SchemaForm
            id={STEP_FORM_ID}
            form={form}
            widgets={stepWidgets}
            showTitle={false}
            onSuccess={onSuccess}
            onCancel={onCancel}
            footer={<StepFooter form={form} onCancel={onCancel} retryDelay={saveRetryDelay} />}
          />
        </StepWidgetProvider>
      ) : null}
      {dialogWanted ? (
        <React.Suspense fallback={null}>
          <RemovalConfirm
            open={Boolean(pendingRemoval)}
            description={pendingRemoval?.message}
            onConfirm={onConfirmRemoval}
            onCancel={onCancelRemoval}
            onOpenChange={(open) => {
              if (!open) onCancelRemoval?.();
            }}
          />
        </React.Suspense>
      ) : null}
    </WizardScreen>
  );
}
