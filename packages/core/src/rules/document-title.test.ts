import { describe, expect, it } from 'vitest';
import { getDocumentTitle } from './document-title';

describe('getDocumentTitle (every route names its step and the brand)', () => {
  it('names the step, its position and the brand', () => {
    expect(getDocumentTitle({ screen: 'Income', step: { number: 3, total: 7 }, brand: 'LeaseKit' })).toBe(
      'Income – Step 3 of 7 – LeaseKit',
    );
  });

  it('leaves the position out for a screen outside a step flow', () => {
    expect(getDocumentTitle({ screen: 'Lease Summary', brand: 'Breeze Lease' })).toBe(
      'Lease Summary – Breeze Lease',
    );
  });

  it('says the position in Spanish for a Spanish page', () => {
    expect(
      getDocumentTitle({
        screen: 'Ingresos',
        step: { number: 2, total: 5 },
        brand: 'LeaseKit',
        locale: 'es',
      }),
    ).toBe('Ingresos – Paso 2 de 5 – LeaseKit');
  });

  it('collapses white space in the heading and skips empty parts', () => {
    expect(getDocumentTitle({ screen: '  Choose\n  a Store ', brand: '' })).toBe('Choose a Store');
    expect(getDocumentTitle({ screen: null, brand: 'LeaseKit' })).toBe('LeaseKit');
  });

  it('leaves out a position outside 1..total', () => {
    expect(getDocumentTitle({ screen: 'Done', step: { number: 0, total: 0 }, brand: 'LeaseKit' })).toBe(
      'Done – LeaseKit',
    );
    expect(getDocumentTitle({ screen: 'Done', step: { number: 8, total: 7 }, brand: 'LeaseKit' })).toBe(
      'Done – LeaseKit',
    );
  });
});
