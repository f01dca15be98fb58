export { Modal, ModalClose, modalVariants, type ModalProps } from './modal';
