import { describe, expect, it } from 'vitest';
import { getOptionText } from './option-text';

describe('the confirmation shows the option the shopper chose, not its stored value', () => {
  it('gives the option text in English by default and in Spanish', () => {
    expect(getOptionText('source', 'retirement')).toBe('Retirement');
    expect(getOptionText('frequency', 'monthly')).toBe('Monthly');
    expect(getOptionText('frequency', 'semi-monthly', 'es')).toBe('Dos veces al mes');
    expect(getOptionText('homeType', 'single-family')).toBe('Single family home');
    expect(getOptionText('ownershipType', 'own-with-loan', 'es')).toBe('Propia con préstamo');
  });

  it('shows a value it does not know as the server sent it, and nothing for no value', () => {
    expect(getOptionText('source', 'lottery')).toBe('lottery');
    expect(getOptionText('source', '  ')).toBe('');
    expect(getOptionText('source', null)).toBe('');
    expect(getOptionText('source', { toString: () => 'x' })).toBe('');
  });
});
