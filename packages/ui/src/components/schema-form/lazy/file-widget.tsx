import * as React from 'react';
import { createTransportUploader } from '@leasekit/core/form';
import { useUploadQueue } from '@leasekit/core/react';
import { FileUpload } from '../../file-upload/file-upload';
import type { SchemaWidgetProps } from '../types';

/**
 * `file`/`upload`: the drop zone and picker on the core's upload queue, posting to the schema's `url`
 * through the form's transport (as its delete does, so the upload carries the session's token and
 * credentials like every other call of the form); the field's value is the uploaded file (or the list with `multiple`).
 * Loaded on demand.
 */
export function FileWidget({ field, form, id, setValue, locale }: SchemaWidgetProps) {
  const { schema } = field;
  const { transport } = form;
  const upload = React.useMemo(() => createTransportUploader(transport), [transport]);
  const files = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  // The queue lives as long as the field is shown; its starting files are the field's value, and only
  // later changes of the uploaded files are written back.
  const { queue } = useUploadQueue({
    url: schema.url ?? '',
    deleteUrl: schema.deleteUrl ?? null,
    maxFiles: typeof schema.max === 'number' ? schema.max : schema.multiple ? null : 1,
    transport,
    upload,
    locale,
    files: files as never,
    onFilesChange: (uploaded) => setValue(schema.multiple ? uploaded : (uploaded[0] ?? null)),
  });
  return <FileUpload queue={queue} inputId={id} label={field.label} multiple={Boolean(schema.multiple)} />;
}
