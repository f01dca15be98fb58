import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getAffordabilityErrorMessage,
  getAffordabilityOutcome,
  getPayrollRefreshOutcome,
  getPayrollRestartMessage,
  isAsyncPayroll,
  isPayrollEligible,
  parsePayrollError,
  PAYROLL_AUTO_REFRESH_MS,
} from './payroll';

describe('spec 02 §8: payroll server errors are parsed; embedded JSON arrays of messages are concatenated', () => {
  it.each<[unknown, string]>([
    ['Employer lookup failed', 'Employer lookup failed'],
    ['["Employer not found","Please try again"]', 'Employer not found Please try again'],
    ['Validation failed: ["SSN invalid","Income missing"]', 'Validation failed: SSN invalid Income missing'],
    ['A ["one"] and B ["two","three"]', 'A one and B two three'],
    ['nested [["a",["b"]],"c"]', 'nested a b c'],
    ['objects [{"message":"m1"},{"error":"e2"},{"other":1}]', 'objects m1 e2'],
    ['numbers [1,true]', 'numbers 1 true'],
    ['not json [oops] stays', 'not json [oops] stays'],
    ['unclosed [ "a"', 'unclosed [ "a"'],
    ['a ] stray', 'a ] stray'],
    ['brackets in strings ["x]y","z"]', 'brackets in strings x]y z'],
    ['  spaced\n out  ', 'spaced out'],
    [['first', 'second'], 'first second'],
    [{ message: 'from object' }, 'from object'],
    [{ error: 'Bad: ["x","y"]' }, 'Bad: x y'],
    [['["inner"]'], 'inner'],
  ])('%j → %j', (error, expected) => {
    expect(formatMessage(parsePayrollError(error))).toBe(expected);
  });

  it.each<[unknown]>([[''], ['   '], ['[]'], [null], [undefined], [{}], [[]], [{ message: '' }]])(
    '%j → "An error occurred, please try again!"',
    (error) => {
      expect(parsePayrollError(error)).toEqual({ code: 'payroll.genericError' });
      expect(formatMessage(parsePayrollError(error))).toBe('An error occurred, please try again!');
    },
  );

  it('stops at deeply nested values without throwing', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 50; i += 1) deep = [deep];
    expect(parsePayrollError(deep)).toEqual({ code: 'payroll.genericError' });
  });

  it('leaves very long texts unexpanded', () => {
    const long = `${'x'.repeat(10001)} ["a"]`;
    expect(formatMessage(parsePayrollError(long))).toBe(long);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (error) => {
        const message = parsePayrollError(error);
        expect(['payroll.serverMessage', 'payroll.genericError']).toContain(message.code);
      }),
    );
  });
});

describe('spec 02 §4: the affordability error depends on result code A', () => {
  it.each<[unknown, string]>([
    ['A', 'payroll.unableToIncreaseOffer'],
    ['D', 'payroll.affordabilityDenied'],
    ['G', 'payroll.affordabilityDenied'],
    [null, 'payroll.affordabilityDenied'],
  ])('result code %j → %s', (code, expected) => {
    expect(getAffordabilityErrorMessage(code).code).toBe(expected);
  });

  it('the two texts say what happened', () => {
    expect(formatMessage(getAffordabilityErrorMessage('A'))).toMatch(/unable to increase your offer/);
    expect(formatMessage(getAffordabilityErrorMessage('D'))).toMatch(/unable to approve you/);
  });

  it.each<[unknown, unknown, object]>([
    [{ status: true }, 'D', { state: 'initiated', message: { code: 'payroll.initiated' } }],
    [
      { status: false, error: 'x' },
      'A',
      { state: 'error', message: { code: 'payroll.unableToIncreaseOffer' } },
    ],
    [{ status: false }, 'D', { state: 'error', message: { code: 'payroll.affordabilityDenied' } }],
    [null, 'D', { state: 'error', message: { code: 'payroll.affordabilityDenied' } }],
  ])('affordability answer %j with code %j', (response, code, expected) => {
    expect(getAffordabilityOutcome(response as never, code)).toEqual(expected);
  });

  it('initiation says "Affordability check initiated!"', () => {
    expect(formatMessage(getAffordabilityOutcome({ status: true }, 'A').message)).toBe(
      'Affordability check initiated!',
    );
  });

  it('spec 02 §9: auto-refresh 3 seconds after the check starts', () => {
    expect(PAYROLL_AUTO_REFRESH_MS).toBe(3000);
  });
});

describe('spec 03 §8: payroll refresh and restart messages', () => {
  it('refresh success: "Eligibility process completed!" with the new result', () => {
    const outcome = getPayrollRefreshOutcome({ status: true, data: { result: { code: 'A' } } });
    expect(outcome).toEqual({
      state: 'complete',
      message: { code: 'payroll.refreshComplete' },
      result: { code: 'A' },
    });
    expect(formatMessage(outcome.message)).toBe('Eligibility process completed!');
    expect(getPayrollRefreshOutcome({ status: true })).toMatchObject({ result: null });
  });

  it.each<[unknown]>([[{ status: false }], [{ status: 'true' }], [null]])(
    'refresh failure %j: pending',
    (response) => {
      const outcome = getPayrollRefreshOutcome(response as never);
      expect(outcome.state).toBe('pending');
      expect(formatMessage(outcome.message)).toBe(
        'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.',
      );
    },
  );

  it.each<[unknown, string, string]>([
    [{ status: true }, 'Link sent successfully!', '¡Enlace enviado correctamente!'],
    [{ status: false }, 'Unable to send link!', '¡No se pudo enviar el enlace!'],
    [undefined, 'Unable to send link!', '¡No se pudo enviar el enlace!'],
  ])('restart %j', (response, english, spanish) => {
    expect(formatMessage(getPayrollRestartMessage(response as never))).toBe(english);
    expect(formatMessage(getPayrollRestartMessage(response as never), 'es')).toBe(spanish);
  });
});

describe('spec 03 §3, 02 §4: payroll eligibility and the async type', () => {
  it.each<[unknown, boolean]>([
    [{ payroll: { is_eligible: true } }, true],
    [{ payroll: { is_eligible: 1 } }, true],
    [{ payroll: { is_eligible: false } }, false],
    [{ payroll: null }, false],
    [null, false],
  ])('%j eligible: %s', (result, expected) => {
    expect(isPayrollEligible(result as never)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [{ type: 'async' }, true],
    [{ type: 'sync' }, false],
    [{}, false],
    [null, false],
  ])('%j async: %s', (payroll, expected) => {
    expect(isAsyncPayroll(payroll as never)).toBe(expected);
  });
});
