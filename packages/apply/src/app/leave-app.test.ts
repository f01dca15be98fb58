import { describe, expect, it, vi } from 'vitest';
import { leaveApp } from './leave-app';

describe('the app leaves only for http(s) URLs a server gave', () => {
  it('navigates to a retailer https URL and never to javascript:, data: or protocol-relative ones', () => {
    const assign = vi.fn();
    expect(leaveApp('https://shop.example.com/failed', assign)).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      '\u0000 jAvAsCrIpT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      null,
    ]) {
      expect(leaveApp(url, assign)).toBe(false);
    }
    expect(assign.mock.calls).toEqual([['https://shop.example.com/failed']]);
  });
});
