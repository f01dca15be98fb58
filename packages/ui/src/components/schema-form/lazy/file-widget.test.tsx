import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchemaForm, type ApiTransport, type UploadedFile } from '@leasekit/core';
import { SchemaForm } from '../schema-form';

/** A browser upload that the test answers: each `send` waits for `answer(file)`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  withCredentials = false;
  status = 0;
  responseText = '';
  upload = {
    onprogress: null as
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    FakeXhr.sent.push(this);
  }
  answer(file: UploadedFile) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = 200;
    this.responseText = JSON.stringify({ status: true, data: file });
    this.onload?.();
  }
}

const transport = vi.fn(async () => ({
  status: true,
  code: 200,
  data: null,
  error: null,
})) as unknown as ApiTransport;
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
    FakeXhr.sent.at(-1)!.answer(file);
  });
}

describe('FileWidget', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("spec 01 §4: the field's value is the uploaded file once it is uploaded, not while it uploads", async () => {
    const form = setup(false);
    const empty = form.getField('documents')?.value;
    await pick(pdf('a.pdf'));
    expect(FakeXhr.sent).toHaveLength(1);
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
});
