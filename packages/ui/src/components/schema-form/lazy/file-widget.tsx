import * as React from 'react';
import { createUploadQueue, type ApiTransport, type UploadItem } from '@leasekit/core';
import { useStore } from '@leasekit/core/react';
import { FileUpload } from '../../file-upload/file-upload';
import type { SchemaWidgetProps } from '../types';

/**
 * `file`/`upload`: the drop zone and picker on the core's upload queue, posting to the schema's `url`
 * through the form's transport; the field's value is the uploaded file (or the list with `multiple`).
 * Loaded on demand.
 */
export function FileWidget({
  field,
  id,
  setValue,
  transport,
  locale,
}: SchemaWidgetProps & { transport: ApiTransport }) {
  const { schema } = field;
  const files = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const options = {
    url: schema.url ?? '',
    deleteUrl: schema.deleteUrl ?? null,
    maxFiles: typeof schema.max === 'number' ? schema.max : schema.multiple ? null : 1,
    transport,
    locale,
  };
  // The queue lives as long as the field is shown; its starting files are the field's value.
  const [queue] = React.useState(() => createUploadQueue({ ...options, files: files as never }));
  React.useEffect(() => () => queue.dispose(), [queue]);
  React.useEffect(() => queue.setOptions(options));
  const state = useStore(queue);
  const uploaded = React.useMemo(
    () =>
      state.items.flatMap((item: UploadItem) => (item.status === 'uploaded' && item.file ? [item.file] : [])),
    [state.items],
  );
  const first = React.useRef(true);
  React.useEffect(() => {
    // The starting files came from the value; only later changes are written back.
    if (first.current) {
      first.current = false;
      return;
    }
    setValue(schema.multiple ? uploaded : (uploaded[0] ?? null));
    // setValue is stable per field; the list is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploaded]);
  return <FileUpload queue={queue} inputId={id} label={field.label} multiple={Boolean(schema.multiple)} />;
}
