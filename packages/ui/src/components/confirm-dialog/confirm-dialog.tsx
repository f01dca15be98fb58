import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import * as DialogPrimitive from 'radix-ui/dialog';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import {
  containedOverlayClassName,
  containedPanelClassName,
  usePortalContainment,
} from '../../lib/portal-container';
import { Button } from '../button/button';
import { useBrandMessages } from '../../lib/brand-messages';

/** The dialog panel's look; `tone` `default` or `destructive` also colours the confirm button. */
export const confirmDialogVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
    'rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-overlay outline-none',
  ],
  {
    variants: {
      tone: {
        default: '',
        destructive: 'border-destructive',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

/** The dimmed backdrop shared by the dialogs. */
export const dialogOverlayClassName = 'fixed inset-0 z-50 bg-foreground/50';

/**
 * The parts of an alert dialog inside a PortalContainerProvider: Radix's AlertDialog is always modal, so
 * the contained one is a non-modal Dialog with the alert dialog's role that, like it, a click outside
 * does not close. Shared with IdleModal.
 */
export const containedAlertDialogParts = {
  Root: (props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) => (
    <DialogPrimitive.Root {...props} modal={false} />
  ),
  Trigger: DialogPrimitive.Trigger,
  Portal: DialogPrimitive.Portal,
  // A non-modal Dialog draws no overlay: the contained one is a plain element over the container.
  Overlay: ({ className, ...props }: React.ComponentProps<'div'>) => (
    <div {...props} className={cn(className, containedOverlayClassName)} />
  ),
  Content: ({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) => (
    <DialogPrimitive.Content
      role="alertdialog"
      {...props}
      className={cn(className, containedPanelClassName)}
      onOpenAutoFocus={(event) => event.preventDefault()}
      onInteractOutside={(event) => event.preventDefault()}
    />
  ),
  Title: DialogPrimitive.Title,
  Description: DialogPrimitive.Description,
  Cancel: DialogPrimitive.Close,
  Action: DialogPrimitive.Close,
};

/**
 * The alert dialog parts to render with and the element to portal into: Radix's modal AlertDialog over
 * the page, or the contained parts inside a PortalContainerProvider's container (`ready` false until
 * that container has mounted).
 */
export function useAlertDialogParts() {
  const containment = usePortalContainment();
  if (!containment) return { parts: AlertDialogPrimitive, container: undefined, ready: true } as const;
  return {
    parts: containedAlertDialogParts as unknown as typeof AlertDialogPrimitive,
    container: containment.container,
    ready: containment.container !== null,
  } as const;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps
  extends
    Omit<React.ComponentProps<typeof AlertDialogPrimitive.Root>, 'children'>,
    VariantProps<typeof confirmDialogVariants> {
  /** An element that opens the dialog (rendered as the trigger with `asChild`); none when controlled. */
  trigger?: React.ReactNode;
  /** The question; 'Are you sure?' by default (01 §9). */
  title?: React.ReactNode;
  /** More detail under the question (e.g. 'Are you sure you want to delete this file?'); none by default. */
  description?: React.ReactNode;
  /** The confirm button's label; 'Yes' by default. */
  confirmLabel?: React.ReactNode;
  /** The cancel button's label; 'No' by default. */
  cancelLabel?: React.ReactNode;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the user cancels (button or Escape); the dialog then closes. */
  onCancel?: () => void;
  /** Class of the panel. */
  className?: string;
  /** The panel's DOM element (the dialog content). */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * The confirm dialog (Radix AlertDialog): 'Are you sure?' with Yes and No by default (01 §9). Focus
 * starts on the cancel button, so a stray Enter never confirms; Escape cancels. Used for removals (the
 * second income, the co-applicant, a file) and any other action that needs a second thought.
 */
export const ConfirmDialog = /* @__PURE__ */ React.forwardRef<HTMLDivElement, ConfirmDialogProps>(
  function ConfirmDialog(
    {
      trigger,
      title,
      description,
      confirmLabel,
      cancelLabel,
      onConfirm,
      onCancel,
      tone,
      className,
      ...props
    },
    ref,
  ) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    const { parts: AlertDialogPrimitive, container, ready } = useAlertDialogParts();
    return (
      <AlertDialogPrimitive.Root {...props}>
        {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
        {ready ? (
          <AlertDialogPrimitive.Portal container={container}>
            <AlertDialogPrimitive.Overlay
              data-slot="confirm-dialog-overlay"
              className={dialogOverlayClassName}
            />
            <AlertDialogPrimitive.Content
              ref={ref}
              data-slot="confirm-dialog"
              className={cn(confirmDialogVariants({ tone }), className)}
              onEscapeKeyDown={() => onCancel?.()}
              {...(description ? {} : { 'aria-describedby': undefined })}
            >
              <AlertDialogPrimitive.Title
                data-slot="confirm-dialog-title"
                className="font-heading text-lg font-semibold"
              >
                {title ?? t('ui.confirm.title', undefined, locale, messages)}
              </AlertDialogPrimitive.Title>
              {description ? (
                <AlertDialogPrimitive.Description
                  data-slot="confirm-dialog-description"
                  className="text-muted-foreground"
                >
                  {description}
                </AlertDialogPrimitive.Description>
              ) : null}
              <div
                data-slot="confirm-dialog-footer"
                className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
              >
                <AlertDialogPrimitive.Cancel asChild>
                  <Button data-slot="confirm-dialog-cancel" variant="outline" onClick={() => onCancel?.()}>
                    {cancelLabel ?? t('common.no', undefined, locale, messages)}
                  </Button>
                </AlertDialogPrimitive.Cancel>
                <AlertDialogPrimitive.Action asChild>
                  <Button
                    data-slot="confirm-dialog-confirm"
                    variant={tone === 'destructive' ? 'destructive' : 'default'}
                    onClick={() => onConfirm?.()}
                  >
                    {confirmLabel ?? t('common.yes', undefined, locale, messages)}
                  </Button>
                </AlertDialogPrimitive.Action>
              </div>
            </AlertDialogPrimitive.Content>
          </AlertDialogPrimitive.Portal>
        ) : null}
      </AlertDialogPrimitive.Root>
    );
  },
);
