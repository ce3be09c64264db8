export * from './comments-thread';
export * from './import-dropzone';
export * from './test-measurement-form';
