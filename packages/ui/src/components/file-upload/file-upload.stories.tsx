import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ApiResult } from '@leasekit/core';
import { createUploadQueue, type UploadQueueOptions, type UploadRequest } from '@leasekit/core/form';
import { useCurrentLocale } from '@leasekit/core/react';
import { FileUpload } from './file-upload';

/** A fake uploader: reports progress in steps, then succeeds, or fails for names containing 'fail'. */
function fakeUpload(stepMs = 40, hold = false) {
  return (request: UploadRequest) =>
    new Promise<ApiResult<unknown>>((resolve) => {
      let percent = 0;
      const id = setInterval(() => {
        percent = Math.min(percent + 20, hold ? 60 : 100);
        request.onProgress(percent);
        if (hold && percent >= 60) return clearInterval(id);
        if (percent < 100) return;
        clearInterval(id);
        if (request.fileName.includes('fail')) {
          resolve({ status: false, code: 500, data: null, error: null });
        } else {
          resolve({
            status: true,
            code: 200,
            data: { id: request.fileName, original_name: request.fileName, url: '#' },
            error: null,
          });
        }
      }, stepMs);
    });
}

const transport = (async () => ({
  status: true,
  code: 200,
  data: null,
  error: null,
})) as UploadQueueOptions['transport'];

function Demo({
  options,
  label,
  disabled,
  deleting,
}: {
  options?: Partial<UploadQueueOptions>;
  label?: string;
  disabled?: boolean;
  /** A file whose delete the user has asked for, its confirmation open; none by default. */
  deleting?: number;
}) {
  // The queue's own messages (a failed upload, the file limit) in the story's locale.
  const locale = useCurrentLocale();
  const [queue] = React.useState(() => {
    const created = createUploadQueue({
      url: '/upload',
      deleteUrl: '/delete',
      upload: fakeUpload(),
      transport,
      locale,
      ...options,
    });
    // The confirmation is the queue's state: asked for before the first render, it shows from the start.
    if (deleting !== undefined) created.requestDelete(deleting);
    return created;
  });
  React.useEffect(() => () => queue.dispose(), [queue]);
  return <FileUpload queue={queue} label={label ?? 'Proof of income'} disabled={disabled} />;
}

const meta = {
  title: 'Forms/FileUpload',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.4 fake'.repeat(200)], name, { type: 'application/pdf' });

/** Empty: the drop zone alone. */
export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

/** Files already uploaded. */
export const WithFiles: Story = {
  args: {
    options: {
      files: [
        { id: 1, original_name: 'paystub-march.pdf', url: '#', size: 240_000 },
        { id: 2, original_name: 'drivers-license.png', url: '#', size: 1_500_000 },
      ],
    },
  },
};

/** Uploading: the progress stops at 60% so the state can be reviewed. */
export const Uploading: Story = {
  args: { options: { upload: fakeUpload(40, true) } },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pdf('bank-statement.pdf'));
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'bank-statement.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    await userEvent.click(canvasElement);
  },
};

/** Upload progress to the uploaded state (01 §4). */
export const UploadProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pdf('paystub.pdf'));
    await expect(await canvas.findByRole('progressbar', { name: 'paystub.pdf' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByText('paystub.pdf').closest('li')).toHaveAttribute('data-state', 'uploaded'),
    );
    await userEvent.click(canvasElement);
  },
};

/** A failing upload shows 'Unable to upload file' and a retry (01 §8). */
export const UploadFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pdf('will-fail.pdf'));
    await waitFor(() =>
      expect(canvas.getByText('will-fail.pdf').closest('li')).toHaveAttribute('data-state', 'failed'),
    );
    await expect(canvas.getByText(/Unable to upload file|No se pudo subir el archivo/)).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /^(Retry|Reintentar) will-fail\.pdf$/ }),
    ).toBeInTheDocument();
    await userEvent.click(canvasElement);
  },
};

/** Max file limit reached (01 §5). */
export const MaxFiles: Story = {
  args: { options: { maxFiles: 1 } },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [pdf('one.pdf'), pdf('two.pdf')]);
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvasElement);
  },
};

/** Delete asks 'Are you sure you want to delete this file?' (01 §8). */
export const DeleteConfirmation: Story = {
  args: {
    options: { files: [{ id: 1, original_name: 'lease.pdf', url: '#', size: 90_000 }] },
    deleting: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    // Escape keeps the file; its delete button asks again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: /lease\.pdf/ }));
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Supporting documents for the application, including proof of income and identity',
    options: {
      files: [
        {
          id: 1,
          original_name:
            'a-very-long-file-name-that-goes-on-and-on-for-the-applicant-income-statement-2026.pdf',
          url: '#',
          size: 12_000_000,
        },
      ],
    },
  },
};
