export { IdleModal, idleModalVariants, type IdleModalProps } from './idle-modal';
