import { describe, expect, it } from 'vitest';
import {
  FILL_SCENARIOS,
  getInitiateUrl,
  getStoreSelectionGuard,
  getTokenGuard,
  getVerifiedGuard,
  isTestToolsVisible,
} from './app-routing';

describe('spec 03 §2, §6: route guards', () => {
  it('the application route needs a token, otherwise it goes to the checkpoint', () => {
    expect(getTokenGuard({ token: null })).toBe('checkpoint');
    expect(getTokenGuard({ token: '' })).toBe('checkpoint');
    expect(getTokenGuard({ token: 'abc' })).toBeNull();
  });

  it('checkout routes need a verified application or skip_verification', () => {
    expect(getVerifiedGuard({ verified: false, checkout: { current_step: 4 } })).toBe('checkpoint');
    expect(getVerifiedGuard({ verified: true, checkout: null })).toBeNull();
    expect(getVerifiedGuard({ verified: 0, checkout: { skip_verification: '1' } })).toBeNull();
  });

  it('store selection redirects to the application route when a store is already in state', () => {
    expect(getStoreSelectionGuard({ store: { id: 1 } })).toBe('apply/store');
    expect(getStoreSelectionGuard({ store: null })).toBeNull();
  });
});

describe('spec 03 §2: the Apply Now link carries the current query string, parsed properly', () => {
  it('goes to /apply-v2/{retailer}/{store}/initiate with the query string', () => {
    expect(getInitiateUrl('acme', 'main-st', '?iframe=true&utm_source=mail')).toBe(
      '/apply-v2/acme/main-st/initiate?iframe=true&utm_source=mail',
    );
  });

  it('keeps encoded characters, "=" inside values and repeated keys (a naive split loses them)', () => {
    expect(getInitiateUrl('acme', 'main', '?utm_campaign=a%26b%3Dc&tag=1&tag=2&note=x=y')).toBe(
      '/apply-v2/acme/main/initiate?utm_campaign=a%26b%3Dc&tag=1&tag=2&note=x%3Dy',
    );
  });

  it('adds no "?" without a query and encodes slugs', () => {
    expect(getInitiateUrl('acme co', 's/1', '')).toBe('/apply-v2/acme%20co/s%2F1/initiate');
    expect(getInitiateUrl('acme', 'main', '?')).toBe('/apply-v2/acme/main/initiate');
  });
});

describe('spec 01 §6, §7: test fill scenarios only outside production', () => {
  it('lists the seven scenarios of the fill call', () => {
    expect(FILL_SCENARIOS).toEqual([
      'option-a',
      'option-a-hvac',
      'option-b',
      'option-c',
      'option-a-b',
      'denied-wo-score',
      'denied-w-score',
    ]);
  });

  it('shows test tools in development and test, never in production or an unknown environment', () => {
    expect(isTestToolsVisible('development')).toBe(true);
    expect(isTestToolsVisible('test')).toBe(true);
    expect(isTestToolsVisible('production')).toBe(false);
    expect(isTestToolsVisible('Production ')).toBe(false);
    expect(isTestToolsVisible(undefined)).toBe(false);
    expect(isTestToolsVisible('')).toBe(false);
  });
});
