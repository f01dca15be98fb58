/**
 * Message catalogue entries of file uploads (01 §5, §8; codes `ui.upload.*` and `errors.upload.*`): a part
 * of English that loads on demand (messages/index.ts, loadMessages), since only a form with a file field
 * shows them. `@leasekit/ui`'s FileUpload loads it when the page has not.
 */
export const en = {
  // Uploads (01 §5, §8).
  'errors.upload.failed': 'Unable to upload file',
  'errors.upload.maxFiles': 'Max file limit reached',
  'errors.upload.deleteConfirm': 'Are you sure you want to delete this file?',
  // File upload (01 §4, §5, §8).
  'ui.upload.drop': 'Drag and drop files here, or',
  'ui.upload.browse': 'choose files',
  'ui.upload.queued': 'Waiting',
  'ui.upload.uploading': 'Uploading {percent}%',
  'ui.upload.uploaded': 'Uploaded',
  'ui.upload.delete': 'Delete {name}',
  'ui.upload.retry': 'Retry {name}',
  'ui.upload.files': 'Files',
} as const;

// The Spanish entries are in es/upload.ts, loaded on demand (messages/es.ts).
