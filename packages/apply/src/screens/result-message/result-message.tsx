import type * as React from 'react';
import { FileClockIcon, MessageCircleIcon, StoreIcon } from 'lucide-react';
import { t, type Locale } from '@leasekit/core';
import { Button, cn, Screen, TokenText, type BreadcrumbItem } from '@leasekit/ui';

/** Which non-approval screen (03 §2): denied, contract in progress or contact store. */
export type ResultMessageVariant = 'denied' | 'contract-in-progress' | 'contact-store';

/**
 * A result screen's tone: `success` (approved, checkout complete), `info` (a contract in progress, a
 * store to contact), `neutral` (denied: news, not the shopper's error) and `error` (a failed payment).
 */
export type ResultTone = 'success' | 'info' | 'neutral' | 'error';

// Semantic tokens only, so each brand paints the mark.
const TONES: Record<ResultTone, string> = {
  success: 'bg-success text-success-foreground',
  info: 'bg-info text-info-foreground',
  neutral: 'bg-muted text-foreground',
  error: 'bg-destructive text-destructive-foreground',
};

/** Props of {@link ResultIcon}. */
export interface ResultIconProps extends React.ComponentProps<'span'> {
  /** The colour of the circle; neutral by default. */
  tone?: ResultTone;
}

/** A result screen's decorative mark (the Screen's `icon`): an icon in a circle of the tone's colour. */
export function ResultIcon({ tone = 'neutral', className, ...props }: ResultIconProps) {
  return (
    <span
      data-slot="result-icon"
      data-state={tone}
      className={cn(
        'flex size-14 items-center justify-center rounded-full forced-colors:border forced-colors:border-[CanvasText] [&_svg]:size-7',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

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

const ICONS: Record<ResultMessageVariant, { tone: ResultTone; Icon: typeof StoreIcon }> = {
  denied: { tone: 'neutral', Icon: MessageCircleIcon },
  'contract-in-progress': { tone: 'info', Icon: FileClockIcon },
  'contact-store': { tone: 'info', Icon: StoreIcon },
};

/**
 * The denied ('Thanks For Applying'), contract-in-progress and contact-store screens (03 §2, §8), each
 * a moment of its own: a mark, the heading, the message in large type with its phone number a `tel:`
 * link (the way on from a denial is a call), and one action, the footer's primary button (full width at
 * the bottom on a phone). A denial that offers payroll adds the payroll panel under the message.
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
  const { tone, Icon } = ICONS[variant];
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      icon={
        <ResultIcon tone={tone}>
          <Icon />
        </ResultIcon>
      }
      heading={t(HEADINGS[variant], undefined, locale)}
      footer={
        actionHref ? (
          <Button asChild>
            <a href={actionHref}>{actionLabel}</a>
          </Button>
        ) : (
          <Button onClick={onAction}>{actionLabel}</Button>
        )
      }
    >
      <div data-slot="result-message" data-state={variant} className="flex flex-col gap-6">
        <p data-announce className="text-lg">
          <TokenText linkPhones>{message}</TokenText>
        </p>
        {payroll}
      </div>
    </Screen>
  );
}
