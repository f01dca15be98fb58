import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@leasekit/core';
import { createSchemaForm, type UploadedFile, type XhrLike } from '@leasekit/core/form';
import { SchemaForm } from '../schema-form';

/** One upload the form's API client sent; the test moves its bytes with `progress` and answers it with `answer(file)`. */
interface SentCall {
  url: string;
  method: string;
  withCredentials: boolean;
  headers: Record<string, string>;
  body: FormData;
  progress(loaded: number, total: number): void;
  answer(file: UploadedFile): void;
}

let sent: SentCall[] = [];
let sessionToken = 'session-token-1';

/** The browser's XMLHttpRequest, faked: uploads go through it so their progress can be reported. */
class FakeXhr implements XhrLike {
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    sent.push({
      url: this.url,
      method: this.method,
      withCredentials: this.withCredentials,
      headers: this.headers,
      body,
      progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
      answer: (file) => {
        this.status = 201;
        this.responseText = JSON.stringify({ status: true, code: 201, data: file, error: null });
        this.onload?.();
      },
    });
  }
  abort() {
    this.onabort?.();
  }
}

/** The form's transport: the real API client; its other calls would go through fetch, uploads do not. */
const transport = createApiClient({
  clientId: 'client-1',
  token: () => sessionToken,
  fetch: (() => Promise.reject(new Error('uploads go through XMLHttpRequest'))) as unknown as typeof fetch,
}).request;

const record = (id: number): UploadedFile => ({ id, original_name: `doc-${id}.pdf`, url: `/files/${id}` });
const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });

function setup(multiple: boolean, value: unknown = null) {
  const form = createSchemaForm({
    transport,
    schema: {
      action: '/documents',
      children: [{ name: 'documents', type: 'file', label: 'Documents', url: '/upload', multiple }],
    },
    values: { documents: value },
  });
  // Strict mode mounts, unmounts and mounts again: the widget's queue must come through alive.
  render(
    <React.StrictMode>
      <SchemaForm form={form} />
    </React.StrictMode>,
  );
  return form;
}

async function pick(file: File) {
  // The widget loads on demand; its first import is transformed by Vitest, slow on a loaded machine.
  const input = (await screen.findByLabelText(/Documents/, undefined, {
    timeout: 10_000,
  })) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

async function answerLast(file: UploadedFile) {
  await act(async () => {
    sent.at(-1)!.answer(file);
  });
}

describe('FileWidget', () => {
  beforeEach(() => {
    sent = [];
    sessionToken = 'session-token-1';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("spec 01 §4: the field's value is the uploaded file once it is uploaded, not while it uploads", async () => {
    const form = setup(false);
    const empty = form.getField('documents')?.value;
    await pick(pdf('a.pdf'));
    expect(sent).toHaveLength(1);
    expect(form.getField('documents')?.value).toBe(empty);
    await answerLast(record(1));
    expect(form.getField('documents')?.value).toEqual(record(1));
    expect(screen.getByText('doc-1.pdf')).toBeInTheDocument();
  }, 20_000);

  it('spec 01 §4: with multiple, the value lists the starting files and each one uploaded after them', async () => {
    const form = setup(true, [record(9)]);
    expect(await screen.findByText('doc-9.pdf')).toBeInTheDocument();
    // The starting files are the value already: nothing is written back for them.
    const starting = form.getField('documents')?.value;
    expect(starting).toEqual([record(9)]);
    await pick(pdf('b.pdf'));
    expect(form.getField('documents')?.value).toBe(starting);
    await answerLast(record(2));
    expect(form.getField('documents')?.value).toEqual([record(9), record(2)]);
  });

  it("spec 01 §7: an upload goes through the form's transport with the session's current token, as one multipart field `file`", async () => {
    setup(false);
    // The token rotates during the session (a verified PIN): the upload carries the one current when it is sent.
    sessionToken = 'session-token-2';
    await pick(pdf('statement.pdf'));
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.url).toBe('/upload');
    expect(call!.method).toBe('POST');
    expect(call!.withCredentials).toBe(true);
    expect(call!.headers).toMatchObject({
      'X-APPLY-TOKEN': 'session-token-2',
      'X-APPLY-CLIENT-ID': 'client-1',
    });
    const body = call!.body;
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('statement.pdf');
    await answerLast(record(3));
    expect(screen.getByText('doc-3.pdf')).toBeInTheDocument();
  });

  it('spec 01 §4: the file shows its percent as its bytes are sent, before the answer', async () => {
    setup(false);
    await pick(pdf('statement.pdf'));
    const bar = screen.getByRole('progressbar', { name: 'statement.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await act(async () => sent[0]!.progress(30, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    await act(async () => sent[0]!.progress(75, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    await answerLast(record(4));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('doc-4.pdf')).toBeInTheDocument();
  });
});
