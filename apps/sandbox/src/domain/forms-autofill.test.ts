import { describe, expect, it } from 'vitest';
import { SEED_STORES } from '../db/seed';
import { singlePageSchema, stepFields, type FieldSchema } from './forms';

const store = SEED_STORES[0]!;

/** The personal fields 01 §4–§5 name, with the autofill token each must carry (WCAG 1.3.5). */
const APPLICANT_TOKENS: Record<string, string> = {
  'applicant.first_name': 'given-name',
  'applicant.middle_name': 'additional-name',
  'applicant.last_name': 'family-name',
  'applicant.date_of_birth': 'bday',
  'applicant.cell': 'tel-national',
  'applicant.email': 'email',
  'applicant.location.line_1': 'address-line1',
  'applicant.location.line_2': 'address-line2',
  'applicant.location.code': 'postal-code',
  'applicant.location.city': 'address-level2',
  'applicant.location.state': 'address-level1',
  'applicant.income.0.title_department': 'organization-title',
  'applicant.income.0.phone': 'work tel-national',
  'applicant.income.0.ext': 'work tel-extension',
};

const CO_APPLICANT_TOKENS: Record<string, string> = {
  'co_applicant.first_name': 'section-co-applicant given-name',
  'co_applicant.middle_name': 'section-co-applicant additional-name',
  'co_applicant.last_name': 'section-co-applicant family-name',
  'co_applicant.date_of_birth': 'section-co-applicant bday',
  'co_applicant.cell': 'section-co-applicant tel-national',
  'co_applicant.email': 'section-co-applicant email',
  'co_applicant.income.0.title_department': 'section-co-applicant organization-title',
  'co_applicant.income.0.phone': 'section-co-applicant work tel-national',
  'co_applicant.income.0.ext': 'section-co-applicant work tel-extension',
};

function byName(fields: readonly FieldSchema[]): Map<string, FieldSchema> {
  const out = new Map<string, FieldSchema>();
  const visit = (list: readonly unknown[]) => {
    for (const item of list as (FieldSchema & { children?: unknown[] })[]) {
      if (item.children) visit(item.children);
      if (item.name) out.set(item.name, item);
    }
  };
  visit(fields);
  return out;
}

describe('WCAG 1.3.5: every personal field the spec names carries its autofill token', () => {
  const steps = byName([
    ...stepFields('applicantInfo', store),
    ...stepFields('applicantAddress', store),
    ...stepFields('applicantIncome', store),
    ...stepFields('coApplicantInfo', store),
    ...stepFields('coApplicantIncome', store),
  ]);

  it.each(Object.entries({ ...APPLICANT_TOKENS, ...CO_APPLICANT_TOKENS }))('%s → %s', (name, token) => {
    expect(steps.get(name)?.autocomplete).toBe(token);
  });

  it('the single-page application serves the same tokens', () => {
    const single = byName(singlePageSchema(store, {}).children as FieldSchema[]);
    for (const [name, token] of Object.entries(APPLICANT_TOKENS)) {
      if (single.has(name)) expect(single.get(name)?.autocomplete, name).toBe(token);
    }
    expect(single.get('applicant.first_name')?.autocomplete).toBe('given-name');
  });

  it('Ext asks for the numeric keyboard', () => {
    expect(steps.get('applicant.income.0.ext')?.inputmode).toBe('numeric');
    expect(steps.get('co_applicant.income.0.ext')?.inputmode).toBe('numeric');
  });
});
