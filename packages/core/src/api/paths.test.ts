import { describe, expect, it } from 'vitest';
import { API_PATHS } from './paths';

describe('API_PATHS', () => {
  it('spec 03 §7: the calls the app makes outside a store, each written once', () => {
    expect(API_PATHS.checkpointExchange).toBe('/apply-v2/checkpoint/exchange');
    expect(API_PATHS.intellicheckExchange).toBe('/apply-v2/intellicheck/exchange');
    expect(API_PATHS.retrieveSchema).toBe('/apply-v2/application/step/retrieve');
    expect(API_PATHS.checkoutBanking(77)).toBe('/apply-v2/checkout/77/banking');
    expect(API_PATHS.checkoutProcess('77')).toBe('/apply-v2/checkout/77/process');
  });

  it('a hostile checkout id stays one path segment', () => {
    expect(API_PATHS.checkoutProcess('1/../../admin?x=1#')).toBe(
      '/apply-v2/checkout/1%2F..%2F..%2Fadmin%3Fx%3D1%23/process',
    );
  });
});
