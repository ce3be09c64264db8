export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { FOCUS_HOME_ATTRIBUTE } from './focus-home-on-close';
export { Modal, type ModalProps, ModalStaticContext, useModalIsStatic } from './modal';
export type { ModalSize } from './modal.styles';
