import type * as React from 'react';
import { t, type Locale, type SaveStatusState } from '@leasekit/core';
import { actionBarVariants, Button } from '@leasekit/ui';

/** Props of {@link CheckoutFooter}. */
export interface CheckoutFooterProps {
  locale: Locale;
  /** The save status of the form (02 §2): label while saving, the 30 s hint. Idle by default. */
  save?: Pick<SaveStatusState, 'saving' | 'label' | 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  /** The hint's 'click here': retries the save. */
  onRetry?: () => void;
  /** The main button's label; 'Continue' by default. */
  continueLabel?: string;
  /** The form the main button submits; the button is a plain button calling `onContinue` without one. */
  form?: string;
  /** Called by the main button when there is no `form`. */
  onContinue?: () => void;
  /** Disables the main button (e.g. while a call is in flight); off by default. */
  disabled?: boolean;
  /** Buttons before the main one (Return to Retailer, Back…). */
  children?: React.ReactNode;
}

/**
 * The checkout form footer (02 §2): secondary actions and the Continue button, which reads 'Saving. Wait
 * for a moment...' while saving; after 30 seconds 'If this takes more than 30 seconds to save...' with a
 * 'click here' retry appears.
 */
export function CheckoutFooter({
  locale,
  save,
  onRetry,
  continueLabel,
  form,
  onContinue,
  disabled = false,
  children,
}: CheckoutFooterProps) {
  const saving = Boolean(save?.saving);
  return (
    <div
      data-slot="checkout-footer"
      data-state={saving ? 'saving' : 'idle'}
      className="flex w-full flex-col gap-3"
    >
      {save ? <SaveRetryHint save={save} onRetry={onRetry} /> : null}
      <div data-slot="checkout-footer-actions" className={actionBarVariants()}>
        {children}
        <Button
          // A new element when the button changes kind: a click on 'Continue' that opens the form must not
          // be taken as that form's submit once React re-renders the same button as type=submit.
          key={form ? `submit-${form}` : 'button'}
          type={form ? 'submit' : 'button'}
          form={form}
          onClick={form ? undefined : onContinue}
          loading={saving}
          disabled={disabled && !saving}
        >
          {saving
            ? // A busy button keeps a name: the spec's saving text when the status gives none.
              (save?.label ?? t('application.saving', undefined, locale))
            : (continueLabel ?? t('common.continue', undefined, locale))}
        </Button>
      </div>
    </div>
  );
}

/**
 * The save status's 30 s hint (02 §2): 'If this takes more than 30 seconds to save, click here.', with
 * 'click here' as a button calling `onRetry`; nothing until the hint is due.
 */
export function SaveRetryHint({
  save,
  onRetry,
}: {
  save: Pick<SaveStatusState, 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  onRetry?: () => void;
}) {
  if (!save.retryHintVisible) return null;
  // The catalogue keeps '{link}' in the hint so each language places 'click here' where it belongs.
  const [before = '', after = ''] = (save.retryHint ?? '').split('{link}');
  return (
    <p data-slot="checkout-footer-hint" role="status" className="text-sm text-muted-foreground">
      {before}
      <Button variant="link" className="h-auto p-0 text-sm" onClick={onRetry}>
        {save.retryAction}
      </Button>
      {after}
    </p>
  );
}
