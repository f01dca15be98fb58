import * as React from 'react';
import { t } from '@leasekit/core';
import { formatMoney, parseMoney } from '@leasekit/core/format';
import { PIN_LENGTH, type createPinVerification } from '@leasekit/core/checkout';
import { useCurrentLocale } from '@leasekit/core/react';

// The PIN store's state names what the screen shows: its status, send mode and the items to confirm.
type PinState = ReturnType<ReturnType<typeof createPinVerification>['getState']>;
type PinCheckoutItem = NonNullable<PinState['itemsConfirmation']>['oldItems'][number];
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  FullScreenLoader,
  FieldError,
  Label,
  PinInput,
  Switch,
  type BreadcrumbItem,
  type ProgressStep,
} from '@leasekit/ui';
import { WizardScreen } from '../wizard-screen';

/** Props of {@link PinVerificationForm}. */
export interface PinVerificationFormProps {
  /** The PIN typed so far. */
  code: string;
  status: PinState['status'];
  /** The send mode of the switch: SMS (off) or e-mail (on). */
  mode: PinState['mode'];
  sending?: boolean;
  /** Whether this verifies a retrieval (New Application) rather than a new application (Edit Application). */
  retrieval?: boolean;
  /** The changed checkout items (02 §2), or null. */
  itemsConfirmation?: { oldItems: readonly PinCheckoutItem[]; newItems: readonly PinCheckoutItem[] } | null;
  itemsVisible?: boolean;
  /**
   * The error on the PIN field after a wrong PIN, with the tries left (the core's `fieldError`); none by
   * default. The boxes are then marked invalid and take focus for the next try.
   */
  fieldError?: string | null;
  onCodeChange?: (code: string) => void;
  onContinue?: () => void;
  onResend?: () => void;
  onModeChange?: (mode: PinState['mode']) => void;
  onToggleItems?: () => void;
  /** The answer to changed items (02 §4): true keeps the contract already made, false signs a new one. */
  onConfirmItems?: (keep: boolean) => void;
  onEditApplication?: () => void;
  onNewApplication?: () => void;
}

function ItemsTable({ caption, items }: { caption: string; items: readonly PinCheckoutItem[] }) {
  const locale = useCurrentLocale();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('application.pin.sku', undefined, locale)}</th>
          <th scope="col">{t('application.pin.quantity', undefined, locale)}</th>
          <th scope="col">{t('application.pin.description', undefined, locale)}</th>
          <th scope="col">{t('application.pin.unitPrice', undefined, locale)}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.sku}-${index}`}>
            <td>{item.sku}</td>
            <td>{item.quantity}</td>
            <td>{item.description}</td>
            <td>{formatMoney(parseMoney(item.unit_price) ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The PIN verification form (02 §2, §5): five boxes submitted automatically at the fifth character,
 * 'Resend PIN?' with the Send via E-mail / Send via SMS switch, the messaging-rates note, Edit Application
 * (new application) or New Application (retrieval), Continue, and the Checkout Items Confirmation pane
 * with Show Items / Hide Items. Exported for the checkpoint's verification form too.
 */
export function PinVerificationForm({
  code,
  status,
  mode,
  sending = false,
  retrieval = false,
  itemsConfirmation,
  itemsVisible = false,
  fieldError = null,
  onCodeChange,
  onContinue,
  onResend,
  onModeChange,
  onToggleItems,
  onConfirmItems,
  onEditApplication,
  onNewApplication,
}: PinVerificationFormProps) {
  const locale = useCurrentLocale();
  const switchId = React.useId();
  const pinId = React.useId();
  const submitting = status === 'submitting';
  const errorId = `${pinId}-error`;
  // The boxes were disabled while the wrong PIN was checked: focus returns to them, which reads the error.
  React.useEffect(() => {
    if (fieldError) document.getElementById(pinId)?.focus();
  }, [fieldError, pinId]);
  return (
    <form
      noValidate
      data-slot="pin-verification"
      data-state={status}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        // With changed items the shopper must pick one of the pane's two answers.
        if (!itemsConfirmation) onContinue?.();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={pinId}>{t('application.pin.intro', undefined, locale)}</Label>
        {fieldError ? <FieldError id={errorId}>{fieldError}</FieldError> : null}
        <PinInput
          id={pinId}
          value={code}
          disabled={submitting}
          onValueChange={onCodeChange}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${errorId} ${pinId}-rates` : `${pinId}-rates`}
        />
        <p id={`${pinId}-rates`} className="text-sm text-muted-foreground">
          {t('application.pin.rates', undefined, locale)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" variant="link" className="px-0" loading={sending} onClick={onResend}>
          {t('application.pin.resend', undefined, locale)}
        </Button>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={mode === 'email'}
            onCheckedChange={(checked) => onModeChange?.(checked ? 'email' : 'sms')}
          />
          <Label htmlFor={switchId}>
            {mode === 'email'
              ? t('application.pin.sendViaEmail', undefined, locale)
              : t('application.pin.sendViaSms', undefined, locale)}
          </Label>
        </div>
      </div>
      {itemsConfirmation ? (
        <Alert variant="warning" data-slot="items-confirmation">
          <AlertTitle>{t('application.pin.itemsTitle', undefined, locale)}</AlertTitle>
          <AlertDescription className="flex flex-col gap-3">
            <p>{t('application.pin.itemsText', undefined, locale)}</p>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-expanded={itemsVisible}
                onClick={onToggleItems}
              >
                {itemsVisible
                  ? t('application.pin.hideItems', undefined, locale)
                  : t('application.pin.showItems', undefined, locale)}
              </Button>
            </div>
            {itemsVisible ? (
              <div className="flex flex-col gap-4">
                <ItemsTable
                  caption={t('application.pin.oldItems', undefined, locale)}
                  items={itemsConfirmation.oldItems}
                />
                <ItemsTable
                  caption={t('application.pin.newItems', undefined, locale)}
                  items={itemsConfirmation.newItems}
                />
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="button" loading={submitting} onClick={() => onConfirmItems?.(true)}>
                {t('application.pin.keepContract', undefined, locale)}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={submitting}
                onClick={() => onConfirmItems?.(false)}
              >
                {t('application.pin.newContract', undefined, locale)}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {retrieval ? (
          <Button type="button" variant="outline" onClick={onNewApplication}>
            {t('application.pin.newApplication', undefined, locale)}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={onEditApplication}>
            {t('application.pin.editApplication', undefined, locale)}
          </Button>
        )}
        {itemsConfirmation ? null : (
          <Button type="submit" loading={submitting} disabled={code.length !== PIN_LENGTH}>
            {t('common.continue', undefined, locale)}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Props of {@link PinVerificationScreen}. */
export interface PinVerificationScreenProps extends PinVerificationFormProps {
  progress: readonly ProgressStep[];
  /** The submission failure after a verified PIN, or null. */
  error?: string | null;
  /** True while the verified application is submitted. */
  submittingApplication?: boolean;
  breadcrumbs?: readonly BreadcrumbItem[];
}

/** The wizard's verification step: 'Text Message Verification' with the {@link PinVerificationForm}. */
export function PinVerificationScreen({
  progress,
  breadcrumbs,
  error,
  submittingApplication = false,
  ...form
}: PinVerificationScreenProps) {
  const locale = useCurrentLocale();
  return (
    <WizardScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      heading={t('application.pin.title', undefined, locale)}
    >
      {error ? (
        <Alert variant="error" data-slot="pin-submit-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <PinVerificationForm {...form} />
      <FullScreenLoader
        open={submittingApplication}
        label={t('application.confirm.submitting', undefined, locale)}
      />
    </WizardScreen>
  );
}
