import { describe, expect, it } from 'vitest';
import { getSessionRestoredState, isSessionRestored } from './restore-session';

describe('spec 03 §4: the checkpoint redirect after the resume screen', () => {
  it('a navigation state made by the resume screen in this page counts as a fresh session', () => {
    expect(isSessionRestored(getSessionRestoredState())).toBe(true);
  });

  it('any other state, or a mark this page did not make (history kept across a reload), does not', () => {
    expect(isSessionRestored(null)).toBe(false);
    expect(isSessionRestored(undefined)).toBe(false);
    expect(isSessionRestored({})).toBe(false);
    expect(isSessionRestored({ sessionRestored: true })).toBe(false);
    expect(isSessionRestored({ sessionRestored: '1700000000000-0' })).toBe(false);
  });

  it('each mark is its own', () => {
    const first = getSessionRestoredState();
    const second = getSessionRestoredState();
    expect(first.sessionRestored).not.toBe(second.sessionRestored);
  });
});
