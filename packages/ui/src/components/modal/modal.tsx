import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
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
import { ConfirmDialog, dialogOverlayClassName } from '../confirm-dialog/confirm-dialog';
import { useBrandMessages } from '../../lib/brand-messages';

/** Panel sizes: `sm`, `md`, `lg` (the default, 01 §2 "size large by default"), `xl` and `full`. */
export const modalVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-lg border border-border bg-popover text-popover-foreground shadow-overlay outline-none',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
        xl: 'max-w-5xl',
        full: 'h-[calc(100dvh-2rem)] max-w-none',
      },
    },
    defaultVariants: { size: 'lg' },
  },
);

/** Props of {@link Modal}. */
export interface ModalProps
  extends
    Omit<React.ComponentProps<typeof DialogPrimitive.Root>, 'children'>,
    VariantProps<typeof modalVariants> {
  /** An element that opens the modal (rendered as the trigger with `asChild`); none when controlled. */
  trigger?: React.ReactNode;
  /** The modal's title (required for its accessible name). */
  title: React.ReactNode;
  /** A line under the title; none by default. */
  description?: React.ReactNode;
  /**
   * Whether the content has unsaved changes (e.g. the form's dirty flag). While true, every way of
   * closing (the X, Escape, a click outside, a ModalClose) first asks 'Are you sure?' with Discard and
   * Keep (01 §4); false by default.
   */
  dirty?: boolean;
  /** Called when the user chooses Discard, just before the modal closes. */
  onDiscard?: () => void;
  /** The footer (e.g. the form's buttons); none by default. */
  footer?: React.ReactNode;
  /** Class of the panel. */
  className?: string;
  /** The panel's DOM element (the dialog content). */
  ref?: React.Ref<HTMLDivElement>;
  children?: React.ReactNode;
}

/**
 * A modal panel (Radix Dialog) that opens a form, size large by default (01 §2). With `dirty` set, closing
 * asks for confirmation (Discard/Keep) so unsaved input is never lost by accident. Open state is
 * uncontrolled (`defaultOpen`) or controlled (`open`/`onOpenChange`); `data-state` is 'open' or 'closed'.
 */
export const Modal = /* @__PURE__ */ React.forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    trigger,
    title,
    description,
    dirty = false,
    onDiscard,
    footer,
    size,
    className,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    ...props
  },
  ref,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  const [innerOpen, setInnerOpen] = React.useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const [confirming, setConfirming] = React.useState(false);
  // Inside a PortalContainerProvider: non-modal, in its container, and without taking focus on open.
  const containment = usePortalContainment();
  const contained = containment !== null;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const requestOpenChange = (next: boolean) => {
    if (!next && dirty) {
      setConfirming(true);
      return;
    }
    setOpen(next);
  };

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={requestOpenChange}
      {...props}
      {...(contained ? { modal: false } : {})}
    >
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      {contained && !containment.container ? null : (
        <DialogPrimitive.Portal container={containment?.container ?? undefined}>
          {contained ? (
            // A non-modal Dialog draws no overlay: the contained one dims only its container.
            <div data-slot="modal-overlay" className={containedOverlayClassName} />
          ) : (
            <DialogPrimitive.Overlay data-slot="modal-overlay" className={dialogOverlayClassName} />
          )}
          <DialogPrimitive.Content
            ref={ref}
            data-slot="modal"
            data-dirty={dirty || undefined}
            className={cn(
              modalVariants({ size }),
              contained && containedPanelClassName,
              contained && size === 'full' && 'h-[calc(100%-2rem)]',
              className,
            )}
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...(contained
              ? {
                  onOpenAutoFocus: (event: Event) => event.preventDefault(),
                  onInteractOutside: (event: Event) => event.preventDefault(),
                }
              : {})}
          >
            <div
              data-slot="modal-header"
              className="flex items-start justify-between gap-4 border-b border-border p-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <DialogPrimitive.Title
                  data-slot="modal-title"
                  className="font-heading text-xl font-semibold break-words"
                >
                  {title}
                </DialogPrimitive.Title>
                {description ? (
                  <DialogPrimitive.Description
                    data-slot="modal-description"
                    className="text-sm text-muted-foreground"
                  >
                    {description}
                  </DialogPrimitive.Description>
                ) : null}
              </div>
              <DialogPrimitive.Close asChild>
                <Button
                  data-slot="modal-close"
                  variant="ghost"
                  size="icon"
                  aria-label={t('ui.modal.close', undefined, locale, messages)}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </DialogPrimitive.Close>
            </div>
            <div
              data-slot="modal-body"
              // A long text body scrolls; keyboard users must be able to reach it to scroll it.
              tabIndex={0}
              className="min-h-0 flex-1 overflow-y-auto p-4 outline-none focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
            >
              {children}
            </div>
            {footer ? (
              <div
                data-slot="modal-footer"
                className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end"
              >
                {footer}
              </div>
            ) : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={t('ui.unsaved.description', undefined, locale, messages)}
        confirmLabel={t('ui.unsaved.discard', undefined, locale, messages)}
        cancelLabel={t('ui.unsaved.keep', undefined, locale, messages)}
        tone="destructive"
        onConfirm={() => {
          onDiscard?.();
          setOpen(false);
        }}
      />
    </DialogPrimitive.Root>
  );
});

/**
 * Closes the surrounding {@link Modal} (e.g. a Cancel button in its footer), going through the same
 * unsaved-changes confirmation as the X. Renders its child with `asChild`.
 */
export const ModalClose = /* @__PURE__ */ React.forwardRef<
  React.ComponentRef<typeof DialogPrimitive.Close>,
  React.ComponentProps<typeof DialogPrimitive.Close>
>(function ModalClose(props, ref) {
  return <DialogPrimitive.Close data-slot="modal-close-action" asChild ref={ref} {...props} />;
});
