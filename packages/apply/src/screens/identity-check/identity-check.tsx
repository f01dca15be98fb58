import * as React from 'react';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import {
  actionBarVariants,
  Alert,
  AlertDescription,
  Button,
  Field,
  Input,
  Screen,
  Spinner,
  type BreadcrumbItem,
} from '@leasekit/ui';

/** Props of {@link IdentityCheckScreen}. */
export interface IdentityCheckScreenProps {
  /** The mobile phone as typed, masked (###) ###-####. */
  phone: string;
  phoneError?: string | null;
  sent?: boolean;
  sending?: boolean;
  verifying?: boolean;
  canVerify?: boolean;
  completed?: boolean;
  /** The last message: 'Link sent to your Mobile phone.', 'Link could not be sent.', the failure text… */
  notice?: { kind: 'success' | 'error' | 'info'; message: string } | null;
  onPhoneChange?: (phone: string) => void;
  onSend?: () => void;
  onVerify?: () => void;
  /** Shows 'One moment please...' instead (the exchange screen). */
  exchanging?: boolean;
  breadcrumbs?: readonly BreadcrumbItem[];
}

/**
 * The identity check (01 §2, §7, §8): a link is sent to the mobile phone, then the user confirms they
 * completed it. Verify is enabled once the link was sent (or the server says it already was).
 */
export function IdentityCheckScreen({
  phone,
  phoneError,
  sent = false,
  sending = false,
  verifying = false,
  canVerify = false,
  completed = false,
  notice,
  onPhoneChange,
  onSend,
  onVerify,
  exchanging = false,
  breadcrumbs,
}: IdentityCheckScreenProps) {
  const locale = useCurrentLocale();
  const phoneId = React.useId();
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t('application.identity.title', undefined, locale)}>
      {exchanging ? (
        <div
          data-slot="identity-check"
          data-state="loading"
          className="flex flex-col items-center gap-3 py-12"
        >
          <Spinner label={t('application.identity.exchanging', undefined, locale)} />
          <p>{t('application.identity.exchanging', undefined, locale)}</p>
        </div>
      ) : (
        <form
          noValidate
          data-slot="identity-check"
          data-state={completed ? 'completed' : sent ? 'sent' : 'idle'}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSend?.();
          }}
        >
          <p>{t('application.identity.intro', undefined, locale)}</p>
          {notice ? (
            <Alert
              variant={notice.kind === 'error' ? 'error' : notice.kind === 'success' ? 'success' : 'info'}
            >
              <AlertDescription>{notice.message}</AlertDescription>
            </Alert>
          ) : null}
          {completed ? (
            <Alert variant="success">
              <AlertDescription>{t('application.identity.completed', undefined, locale)}</AlertDescription>
            </Alert>
          ) : null}
          <Field
            id={phoneId}
            label={t('application.identity.phone', undefined, locale)}
            error={phoneError ?? undefined}
            required
          >
            <Input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={14}
              value={phone}
              onChange={(event) => onPhoneChange?.(event.target.value)}
            />
          </Field>
          {/* One primary action at a time: Send until the link is sent, then the confirmation. */}
          <div data-slot="identity-check-actions" className={actionBarVariants()}>
            <Button type="submit" variant={canVerify ? 'outline' : 'default'} loading={sending}>
              {sent
                ? t('application.identity.resend', undefined, locale)
                : t('application.identity.send', undefined, locale)}
            </Button>
            <Button
              type="button"
              variant={canVerify ? 'default' : 'outline'}
              loading={verifying}
              disabled={!canVerify}
              onClick={onVerify}
            >
              {t('application.identity.verify', undefined, locale)}
            </Button>
          </div>
        </form>
      )}
    </Screen>
  );
}
