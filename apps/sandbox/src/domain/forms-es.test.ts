import { en } from '@leasekit/core';
import { es } from '@leasekit/core/messages/es';
import { describe, expect, it } from 'vitest';
import { localizeText } from './forms-es';

const FREQUENCIES = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const;

describe('one Spanish word per pay frequency, on every screen', () => {
  it('the income form options, the app catalogue and the lease summary name each frequency alike', () => {
    const catalogue: Record<string, string> = { ...es };
    const english: Record<string, string> = { ...en };
    for (const frequency of FREQUENCIES) {
      const word = catalogue[`application.option.frequency.${frequency}`];
      expect(word, frequency).toBeTruthy();
      // The sandbox's Spanish form shows the option the app's own catalogue names.
      expect(localizeText(english[`application.option.frequency.${frequency}`]!, 'es'), frequency).toBe(word);
      for (const screen of ['checkout.lease.frequency', 'app.calculator.frequency']) {
        const shown = catalogue[`${screen}.${frequency}`];
        if (shown !== undefined) expect(shown, `${screen}.${frequency}`).toBe(word);
      }
    }
  });

  it('no Spanish word names two frequencies', () => {
    const catalogue: Record<string, string> = { ...es };
    const named = new Map<string, Set<string>>();
    for (const [code, text] of Object.entries(catalogue)) {
      const match = /\.frequency\.([\w-]+)$/.exec(code);
      if (!match) continue;
      named.set(text, (named.get(text) ?? new Set()).add(match[1]!));
    }
    for (const [text, frequencies] of named) expect([...frequencies], text).toHaveLength(1);
    expect(named.has('Quincenal')).toBe(false);
  });
});
