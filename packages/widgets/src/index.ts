export * from './comments-thread';
export * from './cookie-banner';
export * from './import-dropzone';
export * from './language-switch';
export * from './notification-bell';
export * from './test-measurement-form';
