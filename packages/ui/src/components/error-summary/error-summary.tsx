import * as React from 'react';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { useBrandMessages } from '../../lib/brand-messages';

/** One problem listed in the summary: the id of the field it belongs to, and the message. */
export interface ErrorSummaryItem {
  /** The id of the field's control; the link moves focus there. */
  id: string;
  /** The same message the field shows inline. */
  message: React.ReactNode;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** The problems to list; nothing renders while empty. */
  errors: readonly ErrorSummaryItem[];
  /** The heading; 'There is a problem' in the current locale (the nearest LocaleProvider's) by default. */
  title?: React.ReactNode;
  /**
   * Changing this value (e.g. a submit counter) moves focus to the summary again, so each failed
   * Continue is announced; unset by default, when focus moves only as the summary appears.
   */
  focusKey?: string | number;
}

/**
 * The GOV.UK error summary shown above a form after a failed Continue: 'There is a problem' and a
 * link to each field in error. It takes focus when it appears so screen reader and keyboard users
 * land on it; each link focuses its field.
 */
export const ErrorSummary = /* @__PURE__ */ React.forwardRef<HTMLDivElement, ErrorSummaryProps>(
  function ErrorSummary({ errors, title, focusKey, className, ...props }, ref) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    const innerRef = React.useRef<HTMLDivElement | null>(null);
    const titleId = React.useId();
    const visible = errors.length > 0;

    React.useEffect(() => {
      if (visible) innerRef.current?.focus();
    }, [visible, focusKey]);

    if (!visible) return null;
    return (
      <div
        data-slot="error-summary"
        ref={(node) => {
          innerRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        role="alert"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'rounded-md border-4 border-destructive bg-background p-4 text-foreground outline-none',
          'focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2',
          className,
        )}
        {...props}
      >
        <h2 data-slot="error-summary-title" id={titleId} className="mb-3 text-lg font-bold">
          {title ?? t('common.thereIsAProblem', undefined, locale, messages)}
        </h2>
        <ul data-slot="error-summary-list" className="flex flex-col gap-2">
          {errors.map((error) => (
            <li key={error.id} data-slot="error-summary-item">
              <a
                data-slot="error-summary-link"
                href={`#${error.id}`}
                className="font-medium text-destructive underline underline-offset-2 hover:decoration-2 focus-visible:bg-warning focus-visible:text-warning-foreground focus-visible:outline-hidden"
                onClick={(event) => {
                  const target = document.getElementById(error.id);
                  if (!target) return;
                  // Focus the control itself rather than jumping the hash, which routers may intercept.
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
