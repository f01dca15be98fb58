import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getApplicantSuccessPath,
  getContactStoreMessage,
  getContractInProgressMessage,
  getDefaultDenialMessage,
  getDenialMessage,
  getMaxedDenialResult,
  getMaxedPinMessage,
  getResultRoute,
  getRetrievedApplicationOutcome,
  isMaxedPinError,
} from './results';

const PHONE = '(800) 555-0100';

describe('spec 03 §4: result code A leads to approved, any other code to denied', () => {
  it.each<[unknown, string]>([
    [{ code: 'A' }, 'approved'],
    [{ code: 'a' }, 'denied'],
    [{ code: 'D' }, 'denied'],
    [{ code: 'G' }, 'denied'],
    [{ code: '' }, 'denied'],
    [{}, 'denied'],
    [null, 'denied'],
  ])('%j → %s', (result, expected) => {
    expect(getResultRoute(result as never)).toBe(expected);
  });
});

describe('spec 02 §4: exhausted PIN attempts give the generic denial G, score 0, "DNQ - internal (C)"', () => {
  it('builds the maxed denial, which routes to denied', () => {
    const result = getMaxedDenialResult();
    expect(result).toEqual({ code: 'G', score: 0, reason: 'DNQ - internal (C)' });
    expect(getResultRoute(result)).toBe('denied');
    expect(getMaxedDenialResult()).not.toBe(result);
  });

  it.each<[unknown, boolean]>([
    [{ data: { maxed: true } }, true],
    [{ data: { maxed: 1 } }, true],
    [{ data: { maxed: false } }, false],
    [{ data: null }, false],
    [{ data: 'maxed' }, false],
    [null, false],
  ])('%j is maxed: %s', (response, expected) => {
    expect(isMaxedPinError(response as never)).toBe(expected);
  });

  it('spec 02 §8: the maxed message asks the user to contact the provider number', () => {
    expect(formatMessage(getMaxedPinMessage(PHONE))).toContain(`Please contact ${PHONE}`);
    expect(formatMessage(getMaxedPinMessage(PHONE), 'es')).toContain(PHONE);
  });
});

describe('spec 03 §8: denial, contract-in-progress and contact-store messages carry the theme phone', () => {
  it('default denial, verbatim', () => {
    expect(formatMessage(getDefaultDenialMessage(PHONE))).toBe(
      `Unfortunately, we were unable to approve you at this time. Please contact ${PHONE}, if you have any questions regarding your application.`,
    );
  });

  it('contract in progress, verbatim', () => {
    expect(formatMessage(getContractInProgressMessage(PHONE))).toBe(
      `You currently have a contract in progress. Please contact customer service at ${PHONE} for assistance or chat with us below.`,
    );
  });

  it('contact store: an application in progress with the store; contact it or customer service', () => {
    const text = formatMessage(getContactStoreMessage(PHONE));
    expect(text).toMatch(/application in progress with the store/);
    expect(text).toMatch(/contact the store, or customer service at \(800\) 555-0100/);
  });

  it('every message has a Spanish text with the phone', () => {
    for (const message of [
      getDefaultDenialMessage(PHONE),
      getContractInProgressMessage(PHONE),
      getContactStoreMessage(PHONE),
    ]) {
      const spanish = formatMessage(message, 'es');
      expect(spanish).toContain(PHONE);
      expect(spanish).not.toBe(formatMessage(message));
    }
  });

  it('spec 03 §2: the denied screen reads "Thanks For Applying"', () => {
    expect(formatMessage({ code: 'results.thanksForApplying' })).toBe('Thanks For Applying');
  });
});

describe('spec 03 §2: the denied screen shows the result message, or the default contact message', () => {
  it.each<[unknown, string]>([
    [{ message: 'We could not verify your income.' }, 'We could not verify your income.'],
    [{ message: '  padded  ' }, 'padded'],
    [
      { message: '   ' },
      `Unfortunately, we were unable to approve you at this time. Please contact ${PHONE}, if you have any questions regarding your application.`,
    ],
    [
      { message: { name: 'Jo' } },
      `Unfortunately, we were unable to approve you at this time. Please contact ${PHONE}, if you have any questions regarding your application.`,
    ],
    [
      null,
      `Unfortunately, we were unable to approve you at this time. Please contact ${PHONE}, if you have any questions regarding your application.`,
    ],
    // 02 §8: the maxed-PIN denial (code G, reason 'DNQ - internal (C)') asks to call the provider.
    [
      getMaxedDenialResult(),
      `Unfortunately, we were unable to verify your application. Please contact ${PHONE}, if you have any questions regarding your application.`,
    ],
  ])('%j', (result, expected) => {
    expect(formatMessage(getDenialMessage(result as never, PHONE))).toBe(expected);
  });
});

describe('spec 01 §4: a retrieved approved application', () => {
  it.each<[string, unknown, string]>([
    [
      'contract in progress → told to contact (contract-in-progress message)',
      { contractInProgress: true },
      'contract-in-progress',
    ],
    [
      'contract in progress wins over rated22',
      { contractInProgress: 1, rated22App: true },
      'contract-in-progress',
    ],
    ['rated22 app → contact the store', { rated22App: true }, 'contact-store'],
    ['may not switch → contact the store', { mayNotSwitch: '1' }, 'contact-store'],
    ['otherwise → load the existing application', { contractInProgress: false }, 'load-existing'],
    ['no flags → load the existing application', null, 'load-existing'],
  ])('%s', (_label, approved, expected) => {
    expect(getRetrievedApplicationOutcome(approved as never, PHONE).type).toBe(expected);
  });

  it('loading the existing application remembers the original store', () => {
    expect(getRetrievedApplicationOutcome({}, PHONE)).toEqual({
      type: 'load-existing',
      rememberOriginalStore: true,
    });
  });

  it('the contact outcomes carry their message with the phone', () => {
    expect(getRetrievedApplicationOutcome({ rated22App: true }, PHONE)).toEqual({
      type: 'contact-store',
      message: { code: 'results.contactStore', params: { phone: PHONE } },
    });
  });
});

describe('spec 03 §4: applicant success paths', () => {
  it.each<[string, unknown, unknown, object]>([
    [
      'rated22App → contact store',
      { rated22App: true, contractInProgress: true },
      7,
      { type: 'contact-store', message: { code: 'results.contactStore', params: { phone: PHONE } } },
    ],
    [
      'mayNotSwitch → contact store',
      { mayNotSwitch: true },
      7,
      { type: 'contact-store', message: { code: 'results.contactStore', params: { phone: PHONE } } },
    ],
    [
      'contractInProgress → contract in progress',
      { contractInProgress: true, verify: true },
      7,
      {
        type: 'contract-in-progress',
        message: { code: 'results.contractInProgress', params: { phone: PHONE } },
      },
    ],
    [
      'verify → checkpoint with the retrieval',
      { verify: true, token: 't' },
      7,
      { type: 'checkpoint', retrieval: { verify: true, token: 't' } },
    ],
    ['otherwise save; an id exists', {}, 7, { type: 'save', createApplication: false }],
    ['otherwise save and create silently (no id)', {}, null, { type: 'save', createApplication: true }],
    ['an empty id counts as none', null, '', { type: 'save', createApplication: true }],
    ['id 0 counts as none', {}, 0, { type: 'save', createApplication: true }],
  ])('%s', (_label, response, applicationId, expected) => {
    expect(getApplicantSuccessPath(response as never, { applicationId, phone: PHONE })).toEqual(expected);
  });
});
