import { IdleModal, type IdleModalProps } from '@leasekit/ui';

/**
 * The idle session's modal (03 §9), the ui's IdleModal. In a module of its own so the dialog's code
 * (Radix Dialog, focus trap, scroll lock) loads when the warning first shows, minutes after the page.
 */
export default function DeferredIdleModal(props: IdleModalProps) {
  return <IdleModal {...props} />;
}
