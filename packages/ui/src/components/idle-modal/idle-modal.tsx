import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Button } from '../button/button';
import { dialogOverlayClassName, useAlertDialogParts } from '../confirm-dialog/confirm-dialog';
import { useBrandMessages } from '../../lib/brand-messages';

/** The panel's look; one `default` variant, exported so brands can extend it. */
export const idleModalVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
    'rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-overlay outline-none',
  ],
  { variants: { variant: { default: '' } }, defaultVariants: { variant: 'default' } },
);

/** Props of {@link IdleModal}: what the idle timer store decides, plus the keep-alive action. */
export interface IdleModalProps extends VariantProps<typeof idleModalVariants> {
  /** Whether the modal shows: the idle timer's status is 'countdown'. */
  open: boolean;
  /** Seconds left before the page reloads (the idle timer's `secondsLeft`, 60 at the start). */
  secondsLeft: number;
  /** The keep-alive button's action (the idle timer's `keepAlive`). Escape does the same. */
  onKeepAlive: () => void;
  /** Whether the keep-alive call is in flight (the button shows busy); false by default. */
  keepingAlive?: boolean;
  /** Replaces the catalogue title 'Session timeout'. */
  title?: React.ReactNode;
  /** Class of the panel. */
  className?: string;
  /** The panel's DOM element (the dialog content). */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * The idle-session modal (03 §4 "Idle"): after the inactivity time-out it shows a 60 second countdown,
 * then the page reloads; its button calls keep-alive. It only renders what the idle timer store
 * (`createIdleTimer` in @leasekit/core) decides; it keeps no time of its own.
 */
export const IdleModal = /* @__PURE__ */ React.forwardRef<HTMLDivElement, IdleModalProps>(function IdleModal(
  { open, secondsLeft, onKeepAlive, keepingAlive = false, title, variant, className },
  ref,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  const { parts: AlertDialogPrimitive, container, ready } = useAlertDialogParts();
  return (
    <AlertDialogPrimitive.Root open={open}>
      {ready ? (
        <AlertDialogPrimitive.Portal container={container}>
          <AlertDialogPrimitive.Overlay data-slot="idle-modal-overlay" className={dialogOverlayClassName} />
          <AlertDialogPrimitive.Content
            ref={ref}
            data-slot="idle-modal"
            className={cn(idleModalVariants({ variant }), className)}
            onEscapeKeyDown={(event) => {
              // The store decides when the modal closes; a key press here means the user is back.
              event.preventDefault();
              onKeepAlive();
            }}
          >
            <AlertDialogPrimitive.Title
              data-slot="idle-modal-title"
              className="font-heading text-lg font-semibold"
            >
              {title ?? t('ui.idle.title', undefined, locale, messages)}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description
              data-slot="idle-modal-description"
              className="text-muted-foreground"
            >
              {t('ui.idle.text', { seconds: secondsLeft }, locale, messages)}
            </AlertDialogPrimitive.Description>
            <p
              data-slot="idle-modal-countdown"
              aria-hidden="true"
              className="text-center font-heading text-4xl font-bold tabular-nums text-foreground"
            >
              {secondsLeft}
            </p>
            <div data-slot="idle-modal-footer" className="flex justify-end">
              <Button data-slot="idle-modal-keep-alive" loading={keepingAlive} onClick={onKeepAlive}>
                {t('ui.idle.keepAlive', undefined, locale, messages)}
              </Button>
            </div>
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Portal>
      ) : null}
    </AlertDialogPrimitive.Root>
  );
});
