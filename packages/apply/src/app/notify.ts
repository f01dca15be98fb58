import { toast } from 'sonner';
import type { ControllerNotice } from '@leasekit/core/checkout';

/**
 * The controllers' notice port: each notice as a sonner toast of its kind. With an `id`, a new notice
 * replaces the last one of that id in place instead of stacking on it.
 */
export function notify(notice: ControllerNotice, id?: string): void {
  const show = { success: toast.success, error: toast.error, info: toast.info }[notice.kind];
  show(notice.message, id ? { id } : undefined);
}
