import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CheckCircle2Icon, FileIcon, RotateCcwIcon, Trash2Icon, UploadIcon, XIcon } from 'lucide-react';
import * as ProgressPrimitive from 'radix-ui/progress';
import { t } from '@leasekit/core';
import { type UploadItem, type UploadQueue } from '@leasekit/core/form';
import { useStore, useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Alert, AlertDescription } from '../alert/alert';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useBrandMessages } from '../../lib/brand-messages';
import { useMessagePart } from '../../lib/use-message-part';

/** The drop zone's look per state: `idle`, `dragging` (files held over it) or `disabled`. */
export const fileUploadZoneVariants = cva(
  [
    'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors',
    'has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring has-[input:focus-visible]:outline-hidden',
  ],
  {
    variants: {
      state: {
        idle: 'border-input bg-background text-muted-foreground',
        // The browse link takes the accent's own foreground: primary on accent is below 4.5:1 in breeze.
        dragging: 'border-primary bg-accent text-accent-foreground [&_label]:text-accent-foreground',
        disabled: 'cursor-not-allowed border-input bg-muted text-muted-foreground',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

/** A file row's look per upload status (`data-state`). */
export const fileUploadItemVariants = cva('flex flex-col gap-2 rounded-md border p-3 text-sm', {
  variants: {
    status: {
      queued: 'border-border',
      uploading: 'border-border',
      uploaded: 'border-border',
      failed: 'border-destructive',
    },
  },
  defaultVariants: { status: 'queued' },
});

/** Props of {@link FileUpload}. */
export interface FileUploadProps
  extends Omit<React.ComponentProps<'div'>, 'children'>, VariantProps<typeof fileUploadZoneVariants> {
  /** The upload queue store (`createUploadQueue` in @leasekit/core); FileUpload renders it and calls it. */
  queue: UploadQueue;
  /** The field's label, which names the file picker; the catalogue's 'Files' by default. */
  label?: React.ReactNode;
  /** Accepted types for the picker (the input's `accept`); any by default. */
  accept?: string;
  /** Whether several files can be picked at once; true by default. */
  multiple?: boolean;
  /** Disables picking and dropping; false by default. */
  disabled?: boolean;
  /** Id of the picker input (for an outer Field label or an error summary link). */
  inputId?: string;
}

function FileRow({ item, queue, deleting }: { item: UploadItem; queue: UploadQueue; deleting: boolean }) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  return (
    <li
      data-slot="file-upload-item"
      data-state={item.status}
      className={fileUploadItemVariants({ status: item.status })}
    >
      <div className="flex items-center gap-2">
        {item.status === 'uploaded' ? (
          <>
            <CheckCircle2Icon aria-hidden="true" className="size-4 shrink-0 text-success" />
            <span className="sr-only">{t('ui.upload.uploaded', undefined, locale, messages)}</span>
          </>
        ) : (
          <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        )}
        <span className="min-w-0 flex-1 truncate font-medium text-foreground" title={item.name}>
          {item.status === 'uploaded' && item.file?.url ? (
            <a
              href={item.file.url}
              target="_blank"
              rel="noreferrer"
              className="underline-offset-4 hover:underline"
            >
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </span>
        {item.sizeLabel ? <span className="shrink-0 text-muted-foreground">{item.sizeLabel}</span> : null}
        {item.status === 'uploaded' ? (
          <Button
            variant="ghost"
            size="icon"
            data-slot="file-upload-delete"
            loading={deleting}
            aria-label={t('ui.upload.delete', { name: item.name }, locale, messages)}
            onClick={() => queue.requestDelete(item.key)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        ) : null}
        {item.status === 'failed' ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              data-slot="file-upload-retry"
              aria-label={t('ui.upload.retry', { name: item.name }, locale, messages)}
              onClick={() => queue.retry(item.key)}
            >
              <RotateCcwIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              data-slot="file-upload-remove"
              aria-label={t('ui.upload.delete', { name: item.name }, locale, messages)}
              onClick={() => queue.remove(item.key)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </div>
      {item.status === 'queued' ? (
        <p className="text-muted-foreground">{t('ui.upload.queued', undefined, locale, messages)}</p>
      ) : null}
      {item.status === 'uploading' ? (
        <ProgressPrimitive.Root
          data-slot="file-upload-progress"
          value={item.percent}
          max={100}
          aria-label={item.name}
          aria-valuetext={t('ui.upload.uploading', { percent: item.percent }, locale, messages)}
          className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <ProgressPrimitive.Indicator
            className="h-full bg-primary transition-[width] motion-reduce:transition-none"
            style={{ width: `${item.percent}%` }}
          />
        </ProgressPrimitive.Root>
      ) : null}
      {item.status === 'failed' ? (
        <ul data-slot="file-upload-errors" className="list-none text-destructive">
          {item.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * File upload on the core's upload queue (01 §4, §5, §7, §8): a drop zone with a picker, then one row per
 * file that is queued, uploading (with its percent), uploaded (with a delete that asks 'Are you sure you
 * want to delete this file?') or failed (with the server's messages or 'Unable to upload file', a retry
 * that needs no new pick, and a remove). Past the maximum count the queue's 'Max file limit reached'
 * shows as an alert. Status changes are announced politely.
 */
export const FileUpload = /* @__PURE__ */ React.forwardRef<HTMLDivElement, FileUploadProps>(
  function FileUpload(
    {
      queue,
      label,
      accept,
      multiple = true,
      disabled = false,
      inputId,
      state: stateProp,
      className,
      ...props
    },
    ref,
  ) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    // The upload texts are a part of English that loads on demand (core's `upload` part).
    const textsReady = useMessagePart('upload', 'ui.upload.drop');
    const state = useStore(queue);
    const [dragging, setDragging] = React.useState(false);
    const generatedId = React.useId();
    const id = inputId ?? generatedId;
    const labelId = `${id}-label`;
    const browseId = `${id}-browse`;
    const zoneState = stateProp ?? (disabled ? 'disabled' : dragging ? 'dragging' : 'idle');

    const addFiles = (files: FileList | null) => {
      if (!files || files.length === 0 || disabled) return;
      queue.add(files);
    };

    // Until its texts are in (a page that had not loaded them), the upload's box, busy and empty.
    if (!textsReady)
      return (
        <div
          data-slot="file-upload"
          data-state="loading"
          aria-busy="true"
          className={cn('flex flex-col gap-3', className)}
          ref={ref}
          {...props}
        />
      );

    return (
      <div data-slot="file-upload" className={cn('flex flex-col gap-3', className)} ref={ref} {...props}>
        <p id={labelId} data-slot="file-upload-label" className="text-sm font-medium text-foreground">
          {label ?? t('ui.upload.files', undefined, locale, messages)}
        </p>
        <div
          data-slot="file-upload-zone"
          data-state={zoneState}
          className={fileUploadZoneVariants({ state: zoneState })}
          onDragOver={(event) => {
            if (disabled) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            addFiles(event.dataTransfer.files);
          }}
        >
          <UploadIcon aria-hidden="true" className="size-6" />
          <p>
            {t('ui.upload.drop', undefined, locale, messages)}{' '}
            <label
              id={browseId}
              htmlFor={id}
              className={cn(
                'font-medium text-primary underline underline-offset-4',
                disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:decoration-2',
              )}
            >
              {t('ui.upload.browse', undefined, locale, messages)}
            </label>
          </p>
          <input
            id={id}
            data-slot="file-upload-input"
            type="file"
            className="sr-only"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-labelledby={`${labelId} ${browseId}`}
            aria-describedby={state.error ? `${id}-error` : undefined}
            onChange={(event) => {
              addFiles(event.currentTarget.files);
              // Let the same file be picked again after a removal.
              event.currentTarget.value = '';
            }}
          />
        </div>
        {state.error ? (
          <Alert variant="error" id={`${id}-error`} data-slot="file-upload-error">
            <AlertDescription className="flex items-center justify-between gap-3">
              <span>{state.error}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('ui.modal.close', undefined, locale, messages)}
                onClick={() => queue.dismissError()}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {state.items.length > 0 ? (
          <ul data-slot="file-upload-list" aria-live="polite" className="flex flex-col gap-2">
            {state.items.map((item) => (
              <FileRow key={item.key} item={item} queue={queue} deleting={state.deleting === item.key} />
            ))}
          </ul>
        ) : null}
        <ConfirmDialog
          open={state.pendingDelete !== null}
          onOpenChange={(open) => {
            if (!open && queue.getState().pendingDelete) queue.cancelDelete();
          }}
          description={state.pendingDelete?.message}
          tone="destructive"
          onConfirm={() => void queue.confirmDelete()}
          onCancel={() => queue.cancelDelete()}
        />
      </div>
    );
  },
);
