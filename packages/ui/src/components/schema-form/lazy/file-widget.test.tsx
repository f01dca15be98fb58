import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, createSchemaForm, type UploadedFile } from '@leasekit/core';
import { SchemaForm } from '../schema-form';

/** One call the form's API client made; the test answers it with `answer(file)`. */
interface SentCall {
  url: string;
  init: RequestInit;
  answer(file: UploadedFile): void;
}

let sent: SentCall[] = [];
let sessionToken = 'session-token-1';

/** The form's transport: the real API client over a fetch that waits for the test's answer. */
const transport = createApiClient({
  clientId: 'client-1',
  token: () => sessionToken,
  fetch: ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve) => {
      sent.push({
        url,
        init,
        answer: (file) =>
          resolve(
            new Response(JSON.stringify({ status: true, code: 201, data: file, error: null }), {
              status: 201,
            }),
          ),
      });
    })) as unknown as typeof fetch,
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
      <SchemaForm form={form} transport={transport} />
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
  });

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
    expect(call!.init.method).toBe('POST');
    expect(call!.init.credentials).toBe('include');
    expect(call!.init.headers).toMatchObject({
      'X-APPLY-TOKEN': 'session-token-2',
      'X-APPLY-CLIENT-ID': 'client-1',
    });
    const body = call!.init.body as FormData;
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('statement.pdf');
    await answerLast(record(3));
    expect(screen.getByText('doc-3.pdf')).toBeInTheDocument();
  });
});
