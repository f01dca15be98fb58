export {
  FileUpload,
  fileUploadZoneVariants,
  fileUploadItemVariants,
  type FileUploadProps,
} from './file-upload';
