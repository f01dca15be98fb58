import { describe, expect, it } from 'vitest';
import { getSessionRestoredState, isSessionRestored } from './session-restored-mark';

describe('spec 03 §4: the checkpoint redirect after the resume screen', () => {
  it('a navigation state made by the resume screen in this page counts as a fresh session', () => {
    const services = { restoredMarks: new Set<string>() };
    expect(isSessionRestored(services, getSessionRestoredState(services))).toBe(true);
  });

  it('any other state, or a mark this page did not make (history kept across a reload), does not', () => {
    const services = { restoredMarks: new Set<string>() };
    expect(isSessionRestored(services, null)).toBe(false);
    expect(isSessionRestored(services, undefined)).toBe(false);
    expect(isSessionRestored(services, {})).toBe(false);
    expect(isSessionRestored(services, { sessionRestored: true })).toBe(false);
    expect(isSessionRestored(services, { sessionRestored: '1700000000000-0' })).toBe(false);
  });

  it('each mark is its own', () => {
    const services = { restoredMarks: new Set<string>() };
    const first = getSessionRestoredState(services);
    const second = getSessionRestoredState(services);
    expect(first.sessionRestored).not.toBe(second.sessionRestored);
  });

  it("a mark of another page load's services (a reload) does not count", () => {
    const mark = getSessionRestoredState({ restoredMarks: new Set<string>() });
    expect(isSessionRestored({ restoredMarks: new Set<string>() }, mark)).toBe(false);
  });
});
