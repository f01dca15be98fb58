import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiResult } from '@leasekit/core';
import { createUploadQueue, UPLOAD_DELAY, type UploadRequest } from '@leasekit/core/form';
import { FileUpload } from './file-upload';

interface Pending {
  request: UploadRequest;
  resolve: (result: ApiResult<unknown>) => void;
}

function setup(options: { maxFiles?: number; deleteUrl?: string } = {}) {
  const pending: Pending[] = [];
  const upload = vi.fn(
    (request: UploadRequest) =>
      new Promise<ApiResult<unknown>>((resolve) => {
        pending.push({ request, resolve });
      }),
  );
  const transport = vi.fn(async () => ({ status: true, code: 200, data: null, error: null }));
  const queue = createUploadQueue({ url: '/upload', upload, transport: transport as never, ...options });
  render(<FileUpload queue={queue} label="Documents" />);
  return { queue, pending, upload, transport };
}

const file = (name: string) => new File(['x'.repeat(1500)], name, { type: 'application/pdf' });

function pick(...files: File[]) {
  const input = screen.getByLabelText(/Documents/) as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('FileUpload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec 01 §4: a picked file shows its percent while uploading, then the uploaded state', async () => {
    const { pending } = setup();
    pick(file('paystub.pdf'));
    const row = screen.getByText('paystub.pdf').closest('li')!;
    expect(row).toHaveAttribute('data-state', 'uploading');
    act(() => pending[0]!.request.onProgress(40));
    expect(within(row).getByRole('progressbar', { name: 'paystub.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Uploading 40%');
    await act(async () =>
      pending[0]!.resolve({
        status: true,
        code: 200,
        data: { id: 7, original_name: 'paystub.pdf', url: '/f/7' },
        error: null,
      }),
    );
    expect(screen.getByText('paystub.pdf').closest('li')).toHaveAttribute('data-state', 'uploaded');
    expect(screen.getByRole('link', { name: 'paystub.pdf' })).toHaveAttribute('href', '/f/7');
  });

  it('spec 01 §4, §9: files go one at a time with 250 ms between them; later ones wait', async () => {
    const { pending } = setup();
    pick(file('a.pdf'), file('b.pdf'));
    expect(screen.getByText('b.pdf').closest('li')).toHaveAttribute('data-state', 'queued');
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () =>
      pending[0]!.resolve({
        status: true,
        code: 200,
        data: { id: 1, original_name: 'a.pdf', url: '' },
        error: null,
      }),
    );
    expect(pending).toHaveLength(1);
    act(() => vi.advanceTimersByTime(UPLOAD_DELAY));
    expect(pending).toHaveLength(2);
    expect(screen.getByText('b.pdf').closest('li')).toHaveAttribute('data-state', 'uploading');
  });

  it("spec 01 §8: a failed upload shows 'Unable to upload file' and can be retried without picking again", async () => {
    const { pending, upload } = setup();
    pick(file('id.png'));
    await act(async () => pending[0]!.resolve({ status: false, code: 500, data: null, error: null }));
    const row = screen.getByText('id.png').closest('li')!;
    expect(row).toHaveAttribute('data-state', 'failed');
    expect(within(row).getByText('Unable to upload file')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UPLOAD_DELAY));
    fireEvent.click(within(row).getByRole('button', { name: 'Retry id.png' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('id.png').closest('li')).toHaveAttribute('data-state', 'uploading');
  });

  it('spec 01 §5: a 422 lists the validation messages', async () => {
    const { pending } = setup();
    pick(file('big.pdf'));
    await act(async () =>
      pending[0]!.resolve({
        status: false,
        code: 422,
        data: null,
        error: null,
        fieldErrors: { file: ['The file may not be greater than 2 MB.'] },
      }),
    );
    expect(screen.getByText('The file may not be greater than 2 MB.')).toBeInTheDocument();
  });

  it("spec 01 §5: past the maximum count the error is 'Max file limit reached'", () => {
    setup({ maxFiles: 1 });
    pick(file('a.pdf'), file('b.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Max file limit reached');
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
  });

  it("spec 01 §8: deleting asks 'Are you sure you want to delete this file?'; No keeps it, Yes deletes it", async () => {
    const { pending, transport } = setup({ deleteUrl: '/files/delete' });
    pick(file('lease.pdf'));
    await act(async () =>
      pending[0]!.resolve({
        status: true,
        code: 200,
        data: { id: 3, original_name: 'lease.pdf', url: '' },
        error: null,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this file?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('lease.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    });
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ path: '/files/delete' }));
    expect(screen.queryByText('lease.pdf')).not.toBeInTheDocument();
  });

  it('takes dropped files', () => {
    const { upload } = setup();
    const zone = document.querySelector('[data-slot="file-upload-zone"]')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-state', 'dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [file('drop.pdf')] } });
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe("FileUpload's texts: a part of English that loads on demand", () => {
  it('on a page that had not loaded them, the upload is busy and empty, then shows its drop zone once they are in', async () => {
    // A fresh catalogue, as a page that has just opened has it (the setup loaded every part).
    vi.resetModules();
    const { FileUpload: Fresh } = await import('./file-upload');
    const core = await import('@leasekit/core');
    const form = await import('@leasekit/core/form');
    expect(core.t('ui.upload.drop')).toBe('ui.upload.drop');
    const upload = vi.fn(() => new Promise<ApiResult<unknown>>(() => {}));
    const queue = form.createUploadQueue({ url: '/upload', upload, transport: vi.fn() as never });
    const { container } = render(<Fresh queue={queue} label="Documents" className="mine" />);
    const box = container.querySelector('[data-slot="file-upload"]')!;
    expect(box).toHaveAttribute('data-state', 'loading');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveClass('mine');
    expect(screen.queryByText('ui.upload.drop', { exact: false })).toBeNull();
    expect(await screen.findByText('Drag and drop files here, or', { exact: false })).toBeInTheDocument();
    expect(box).not.toHaveAttribute('data-state');
    expect(box).not.toHaveAttribute('aria-busy');
    expect(core.t('errors.upload.failed')).toBe('Unable to upload file');
  });

  it("a team's override of one upload text does not pass for the part: the others still load before they show", async () => {
    vi.resetModules();
    const { FileUpload: Fresh } = await import('./file-upload');
    const core = await import('@leasekit/core');
    const form = await import('@leasekit/core/form');
    core.setMessageOverrides({ en: { 'ui.upload.drop': 'Drop your documents here, or' } });
    const upload = vi.fn(() => new Promise<ApiResult<unknown>>(() => {}));
    const queue = form.createUploadQueue({ url: '/upload', upload, transport: vi.fn() as never });
    const { container } = render(<Fresh queue={queue} label="Documents" />);
    expect(container.querySelector('[data-slot="file-upload"]')).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByText('Drop your documents here, or', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('choose files')).toBeInTheDocument();
  });
});
