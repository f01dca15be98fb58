import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { Alert, AlertDescription, Button, Spinner } from '@leasekit/ui';

/** Props of {@link LoadStatus}. */
export interface LoadStatusProps {
  /** The screen's `data-slot`, so each screen's loading and error states stay addressable. */
  slot: string;
  /** What the screen's data is doing; nothing renders for 'ready'. */
  status: 'loading' | 'error' | 'ready';
  /** The load failure's text; 'An unknown error occurred' when empty. */
  loadError?: string | null;
  /** Called by the error's Retry button. */
  onRetry?: () => void;
}

/**
 * A screen's loading spinner, or its load failure with a Retry button (nothing once ready), shared by
 * the wizard's screens so a failed load always offers the same way back.
 */
export function LoadStatus({ slot, status, loadError, onRetry }: LoadStatusProps) {
  const locale = useCurrentLocale();
  if (status === 'loading') {
    return (
      <div data-slot={slot} data-state="loading" className="flex justify-center py-12">
        <Spinner label={t('ui.loading', undefined, locale)} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert variant="error" data-slot={slot} data-state="error">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{loadError || t('errors.unknown', undefined, locale)}</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('ui.retry', undefined, locale)}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}
