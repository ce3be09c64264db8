export { type ImportInto, ImportModal, type ImportModalProps } from './import-modal';
