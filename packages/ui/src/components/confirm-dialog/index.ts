export {
  ConfirmDialog,
  confirmDialogVariants,
  dialogOverlayClassName,
  type ConfirmDialogProps,
} from './confirm-dialog';
