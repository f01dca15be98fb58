import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, type ApiResult, type ApiTransport } from '@leasekit/core';
import {
  REFERENCE_SEARCH_DEBOUNCE_MS,
  SELECT_SEARCH_DEBOUNCE_MS,
  createSchemaForm,
  type FormSchema,
} from '@leasekit/core/form';
import { SchemaForm } from '../schema-form';
// Loaded here, so the lazily loaded widget's first show does not wait for Vitest to transform it.
import './autocomplete-widget';

const EMPLOYERS = ['Acme Logistics', 'Acme Retail Group', 'Globex Manufacturing'];

/** The sandbox's employer search: names containing the keyword. */
function employerSearch() {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest): Promise<ApiResult<unknown>> => {
    calls.push(request);
    if (request.method === 'POST') return { status: true, code: 200, data: null, error: null };
    const keyword = String((request.payload as { keyword?: string }).keyword ?? '').toLowerCase();
    const data = EMPLOYERS.filter((name) => name.toLowerCase().includes(keyword)).map((name, index) => ({
      id: 101 + index,
      name,
      employerName: name,
    }));
    return { status: true, code: 200, data, error: null };
  });
  return { calls, transport: transport as unknown as ApiTransport };
}

// The income step's employer field as the sandbox serves it.
const incomeSchema: FormSchema = {
  action: '/apply-v2/application/step/applicantIncome',
  children: [
    {
      name: 'applicant.income.0.employer',
      type: 'autocomplete',
      label: 'Employer',
      rules: ['required', 'max:100'],
      url: '/api/v1/payroll/employers',
      query: 'keyword',
      textKey: 'employerName',
      valueKey: 'employerName',
    },
  ],
};

/**
 * Renders the field, waits for its lazily loaded widget and opens it with real timers; from then on the
 * clock is fake, so the 500 ms debounce is stepped through, never waited for.
 */
async function setup() {
  const { calls, transport } = employerSearch();
  const form = createSchemaForm({ transport, schema: incomeSchema });
  render(<SchemaForm form={form} id="f" />);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Employer' }, { timeout: 10_000 }));
  const box = await screen.findByPlaceholderText('Search...');
  vi.useFakeTimers();
  // Keystroke by keystroke, each an input event, with no timers of its own (the clock is the test's).
  const type = (text: string) => {
    for (const char of text) {
      act(() => {
        fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + char } });
      });
    }
  };
  const searches = () => calls.filter((call) => call.path === '/api/v1/payroll/employers');
  return { form, type, searches };
}

/** Lets the debounce run out and the fake search answer. */
async function afterDebounce() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
  });
}

describe('spec 01 §5, §7, §8: the income step’s employer searches the server', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('hints below 3 characters, searches by keyword 500 ms after the last keystroke, and a pick sets the value', async () => {
    const { form, type, searches } = await setup();
    expect(screen.getByText('Type 3 or more character(s)')).toBeInTheDocument();
    type('Ac');
    expect(screen.getByText('Type 3 or more character(s)')).toBeInTheDocument();
    type('me');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(searches()).toHaveLength(0);
    // While the search is due, the list is loading, not 'No options found'.
    expect(screen.queryByText('No options found')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searches()).toHaveLength(1);
    expect(searches()[0]).toMatchObject({ method: 'GET', payload: { keyword: 'Acme' } });
    fireEvent.click(screen.getByRole('option', { name: 'Acme Logistics' }));
    expect(form.getField('applicant.income.0.employer')!.value).toBe('Acme Logistics');
    expect(screen.getByRole('combobox', { name: 'Employer' })).toHaveTextContent('Acme Logistics');
  });

  it("no results: 'Employer not supported!', and the name can still be kept as typed", async () => {
    const { form, type, searches } = await setup();
    type('Miller Design');
    await afterDebounce();
    expect(searches()).toHaveLength(1);
    expect(screen.getByText('Employer not supported!')).toBeInTheDocument();
    expect(screen.queryByText('No result matching your search criteria found!')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Use "Miller Design"' }));
    expect(form.getField('applicant.income.0.employer')!.value).toBe('Miller Design');
    expect(screen.getByRole('combobox', { name: 'Employer' })).toHaveTextContent('Miller Design');
  });
});

describe(
  'spec 01 §7: the reference input (field type reference) searches from 3 characters, 300 ms after the last keystroke',
  { timeout: 20_000 },
  () => {
    afterEach(() => vi.useRealTimers());

    it('waits 300 ms, not the select’s 500 ms, and sends the term under the field’s query name', async () => {
      const { calls, transport } = employerSearch();
      const schema: FormSchema = {
        action: '/x',
        children: [
          {
            name: 'employer_ref',
            type: 'reference',
            label: 'Employer reference',
            url: '/api/v1/payroll/employers',
            query: 'keyword',
            textKey: 'employerName',
            valueKey: 'id',
          },
        ],
      };
      const form = createSchemaForm({ transport, schema });
      render(<SchemaForm form={form} id="r" />);
      await userEvent.click(
        await screen.findByRole('combobox', { name: /^Employer reference/ }, { timeout: 10_000 }),
      );
      const box = await screen.findByPlaceholderText('Search...');
      vi.useFakeTimers();
      act(() => {
        fireEvent.change(box, { target: { value: 'Ac' } });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REFERENCE_SEARCH_DEBOUNCE_MS);
      });
      expect(calls).toHaveLength(0);
      act(() => {
        fireEvent.change(box, { target: { value: 'Acm' } });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REFERENCE_SEARCH_DEBOUNCE_MS - 1);
      });
      expect(calls).toHaveLength(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]!.payload).toMatchObject({ keyword: 'Acm' });
      expect(REFERENCE_SEARCH_DEBOUNCE_MS).toBeLessThan(SELECT_SEARCH_DEBOUNCE_MS);
      fireEvent.click(screen.getByRole('option', { name: 'Acme Logistics' }));
      expect(form.getField('employer_ref')!.value).toBe(101);
    });
  },
);
