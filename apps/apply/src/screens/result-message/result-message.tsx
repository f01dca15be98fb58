import type * as React from 'react';
import { t, type Locale } from '@leasekit/core';
import { Button, Screen, type BreadcrumbItem } from '@leasekit/ui';

/** Which non-approval screen (03 §2): denied, contract in progress or contact store. */
export type ResultMessageVariant = 'denied' | 'contract-in-progress' | 'contact-store';

/** Props of {@link ResultMessageScreen}. */
export interface ResultMessageScreenProps {
  locale: Locale;
  variant: ResultMessageVariant;
  /** The message, already in text (the result's message, or the catalogue's default with the phone). */
  message: string;
  /** The button's label: 'Return' / 'Return to Store' on denied, 'Back' on the others. */
  actionLabel: string;
  /** Called by the button; with `actionHref` the button is a link instead. */
  onAction?: () => void;
  /** Where the button goes (e.g. the checkout's failure return url); none by default. */
  actionHref?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /**
   * The payroll enrolment panel, when a denial offers payroll (02 §1: payroll deduction as another route
   * to approval); none by default.
   */
  payroll?: React.ReactNode;
}

const HEADINGS = {
  denied: 'results.thanksForApplying',
  'contract-in-progress': 'app.title.contractInProgress',
  'contact-store': 'app.title.contactStore',
} as const;

/**
 * The denied ('Thanks For Applying'), contract-in-progress and contact-store screens (03 §2, §8): a
 * heading, the message and one button; a denial that offers payroll adds the payroll panel.
 */
export function ResultMessageScreen({
  locale,
  variant,
  message,
  actionLabel,
  onAction,
  actionHref,
  breadcrumbs = [],
  payroll = null,
}: ResultMessageScreenProps) {
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t(HEADINGS[variant], undefined, locale)}>
      <div data-slot="result-message" data-state={variant} className="flex flex-col items-start gap-6">
        <p data-announce className="text-lg">
          {message}
        </p>
        {actionHref ? (
          <Button asChild variant="outline">
            <a href={actionHref}>{actionLabel}</a>
          </Button>
        ) : (
          <Button variant="outline" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
        {payroll}
      </div>
    </Screen>
  );
}
