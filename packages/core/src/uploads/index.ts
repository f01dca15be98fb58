export * from './upload-queue';
export * from './xhr-uploader';
