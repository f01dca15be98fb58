import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { t } from '@leasekit/core';
import { cn } from '../../lib/utils';
import { useLocale } from '../../lib/locale';
import { Button } from '../button/button';

/** The dialog panel's look; `tone` `default` or `destructive` also colours the confirm button. */
export const confirmDialogVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
    'rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-lg outline-none',
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
    const locale = useLocale();
    return (
      <AlertDialogPrimitive.Root {...props}>
        {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
        <AlertDialogPrimitive.Portal>
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
              {title ?? t('ui.confirm.title', undefined, locale)}
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
                  {cancelLabel ?? t('common.no', undefined, locale)}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <AlertDialogPrimitive.Action asChild>
                <Button
                  data-slot="confirm-dialog-confirm"
                  variant={tone === 'destructive' ? 'destructive' : 'default'}
                  onClick={() => onConfirm?.()}
                >
                  {confirmLabel ?? t('common.yes', undefined, locale)}
                </Button>
              </AlertDialogPrimitive.Action>
            </div>
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Portal>
      </AlertDialogPrimitive.Root>
    );
  },
);
