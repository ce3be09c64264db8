export * from './import-dropzone';
