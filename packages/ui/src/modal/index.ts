export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { Modal, type ModalProps, ModalStaticContext, useModalIsStatic } from './modal';
export type { ModalSize } from './modal.styles';
