export * from './upload-queue';
export * from './transport-uploader';
export * from './xhr-uploader';
export * from './xhr-fetch';
