import { act, render, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FormSchema } from '../schema-form/schema';
import { useSchemaForm } from './use-schema-form';

const schema: FormSchema = { action: '/applicant', children: [{ name: 'first_name', type: 'text' }] };

/**
 * A transport that answers nothing until `answer()`, like a slow server; an aborted call settles at once
 * as the API client settles it (a 408). Each call records whether it was aborted and whether its answer
 * reached the form.
 */
function slowTransport() {
  const calls: { request: ApiRequest; aborted: boolean; answered: boolean; settle: () => void }[] = [];
  const transport = ((request: ApiRequest) =>
    new Promise<ApiResult<unknown>>((resolve) => {
      const call = {
        request,
        aborted: false,
        answered: false,
        settle: () => {
          call.answered = true;
          resolve({ status: true, code: 200, data: schema, error: null });
        },
      };
      request.signal?.addEventListener('abort', () => {
        call.aborted = true;
        resolve({ status: false, code: 408, data: null, error: 'Aborted' });
      });
      calls.push(call);
    })) as unknown as ApiTransport;
  return {
    transport,
    calls,
    answer: () => calls.filter((call) => !call.aborted && !call.answered).forEach((call) => call.settle()),
  };
}

/** A sibling that suspends until `release()`. */
function suspender() {
  let done = false;
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = () => {
      done = true;
      resolve();
    };
  });
  function Sibling() {
    if (!done) throw promise;
    return <p>sibling</p>;
  }
  return { Sibling, release };
}

function Form({ transport }: { transport: ApiTransport }) {
  const { state } = useSchemaForm({ transport, schemaPath: '/forms/applicant' });
  return <p>form {state.status}</p>;
}

describe('React adapter: a schema form under StrictMode inside a Suspense boundary', () => {
  it('a form rendered beside a suspending sibling, discarded and remounted leaks no request: each one started is aborted or its answer used', async () => {
    const api = slowTransport();
    const sibling = suspender();
    const { unmount } = render(
      <StrictMode>
        <Suspense fallback={<p>waiting</p>}>
          <Form transport={api.transport} />
          <sibling.Sibling />
        </Suspense>
      </StrictMode>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    // The renders React threw away started nothing.
    expect(api.calls).toHaveLength(0);

    await act(async () => sibling.release());
    expect(screen.getByText('form loading')).toBeTruthy();
    await act(async () => api.answer());
    expect(screen.getByText('form ready')).toBeTruthy();

    const used = api.calls.filter((call) => call.answered);
    expect(used).toHaveLength(1);
    expect(api.calls.every((call) => call.aborted || call.answered)).toBe(true);
    expect(api.calls.length).toBe(used.length + api.calls.filter((call) => call.aborted).length);

    unmount();
    expect(api.calls.every((call) => call.aborted || call.answered)).toBe(true);
  });

  it('a form discarded while its sibling suspends, then shown again, loads once per mount and leaves none running after unmount', async () => {
    const api = slowTransport();
    const sibling = suspender();
    function App({ show }: { show: boolean }) {
      return (
        <StrictMode>
          <Suspense fallback={<p>waiting</p>}>
            {show ? (
              <>
                <Form transport={api.transport} />
                <sibling.Sibling />
              </>
            ) : null}
          </Suspense>
        </StrictMode>
      );
    }
    const { rerender, unmount } = render(<App show />);
    rerender(<App show={false} />);
    rerender(<App show />);
    expect(api.calls).toHaveLength(0);
    await act(async () => sibling.release());
    expect(screen.getByText('form loading')).toBeTruthy();
    unmount();
    // Unmounted before any answer: every request it started is aborted.
    expect(api.calls.length).toBeGreaterThan(0);
    expect(api.calls.every((call) => call.aborted)).toBe(true);
  });
});
