import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FormSchema } from '../schema-form/schema';
import { createSchemaForm } from '../schema-form/schema-form';
import { createIncomeChecks } from './step-rules';

const schema: FormSchema = {
  action: '/apply-v2/application/step/applicantIncome',
  children: [
    { name: 'applicant.income.0.source', type: 'select', label: 'Income Source', required: true },
    { name: 'applicant.income.0.gross', type: 'money', label: 'Gross Income', required: true },
    { name: 'applicant.income.0.frequency', type: 'select', label: 'Pay Frequency', required: true },
    { name: 'applicant.income.0.employer', type: 'autocomplete', label: 'Employer' },
    { name: 'applicant.income.0.title_department', type: 'text', label: 'Title / Department' },
    { name: 'applicant.income.0.phone', type: 'tel', label: 'Employer Phone' },
  ],
};

function setup(minimumIncomeCents: number) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest): Promise<ApiResult> => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return { status: true, code: 200, data: {}, error: null };
  }) as unknown as ApiTransport;
  const form = createSchemaForm({ transport, schema, checks: createIncomeChecks({ minimumIncomeCents }) });
  return { form, calls };
}

describe('spec 01 §5: income checks run as the engine checks, before submit', () => {
  it('blocks the submit with the employer fields by source and the minimum, keeping every value', async () => {
    const { form, calls } = setup(100000);
    form.setValue('applicant.income.0.source', 'employment');
    form.setValue('applicant.income.0.gross', '200');
    form.setValue('applicant.income.0.frequency', 'monthly');
    const result = await form.submit();
    expect(result.outcome).toBe('invalid');
    expect(calls).toHaveLength(0);
    expect(form.getState().submitCount).toBe(1);
    expect(form.getErrorSummary().map((e) => e.message)).toEqual([
      'Income must be over $1,000.00 per month',
      'Enter Employer',
      'Enter Title / Department',
      'Enter Employer Phone',
    ]);
    expect(form.getField('applicant.income.0.gross')?.value).toBe('200');
  });

  it('typing into a field clears its check error; the submit goes once the checks pass', async () => {
    const { form, calls } = setup(100000);
    form.setValue('applicant.income.0.source', 'employment');
    form.setValue('applicant.income.0.gross', '1200');
    form.setValue('applicant.income.0.frequency', 'monthly');
    await form.submit();
    form.setValue('applicant.income.0.employer', 'Acme');
    expect(form.getField('applicant.income.0.employer')?.error).toBeNull();
    form.setValue('applicant.income.0.source', 'retirement');
    expect((await form.submit()).outcome).toBe('success');
    expect(calls[0]!.path).toBe('/apply-v2/application/step/applicantIncome');
  });
});
