// Parts of the shell that are not needed for the first paint: each loads in its own chunk so the first
// route's JavaScript stays under its budget (README: size budget).
import { Toaster, IdleModal, type IdleModalProps } from '@leasekit/ui';
import { FillMenu, type FillMenuProps } from '../screens/app-bar/fill-menu';

/** The toast outlet (top right, 5000 ms). */
export function DeferredToaster() {
  return <Toaster />;
}

/** The session time-out modal. */
export function DeferredIdleModal(props: IdleModalProps) {
  return <IdleModal {...props} />;
}

/** The Fill dropdown (test tools, outside production only). */
export function DeferredFillMenu(props: FillMenuProps) {
  return <FillMenu {...props} />;
}
