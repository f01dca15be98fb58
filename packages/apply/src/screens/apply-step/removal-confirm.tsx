import { ConfirmDialog, type ConfirmDialogProps } from '@leasekit/ui';

/**
 * The Yes/No of a toggle's removal (01 §4), the ui's ConfirmDialog. In a module of its own so the
 * dialog's code (Radix AlertDialog, focus trap, scroll lock) loads when a step first needs it, not
 * before the step can show.
 */
export default function RemovalConfirm(props: ConfirmDialogProps) {
  return <ConfirmDialog {...props} />;
}
