import { describe, expect, it } from 'vitest';
import { en as english } from '../messages/en';
import { es as spanish } from '../messages/es';
import {
  type ErrorCode,
  REQUEST_TIMEOUT_STATUS,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  getErrorMessage,
  getFormAlertText,
  getServerErrorText,
} from './errors';

// Every error code, wherever its text lives: the base's (catalog/errors.ts) or a flow's part.
const en = Object.fromEntries(
  Object.entries(english).filter(([code]) => code.startsWith('errors.') || code.startsWith('common.')),
) as Record<ErrorCode, string>;
const es = spanish as Partial<Record<ErrorCode, string>>;

describe('spec 01 §8: the error catalogue (applicant side and toolkit)', () => {
  it.each<[ErrorCode, string]>([
    ['errors.timeout', 'Request timed out whilst trying to call the server. Please try again later.'],
    ['errors.invalidResponse', 'An invalid response was returned from the server.'],
    ['errors.unknown', 'An unknown error occurred'],
    ['errors.upload.failed', 'Unable to upload file'],
    ['errors.upload.maxFiles', 'Max file limit reached'],
    ['errors.upload.deleteConfirm', 'Are you sure you want to delete this file?'],
    ['errors.identity.linkSent', 'Link sent to your Mobile phone.'],
    ['errors.identity.linkNotSent', 'Link could not be sent.'],
    ['errors.identity.processFailed', 'Unable to complete process. Please wait a few seconds and try again.'],
    ['errors.employer.notSupported', 'Employer not supported!'],
    ['errors.forbidden.code', '403'],
    ['errors.forbidden.heading', 'Permission Denied'],
    ['errors.notFound.code', '404'],
    ['errors.notFound.heading', 'Page Not Found'],
  ])('%s → %j', (code, text) => {
    expect(getErrorMessage(code)).toBe(text);
  });

  it('names the missing input type and middleware', () => {
    expect(getErrorMessage('errors.inputTypeNotFound', 'en', { type: 'money' })).toBe(
      'Input for type money not found!',
    );
    expect(getErrorMessage('errors.middlewareNotFound', 'en', { name: 'auth' })).toBe(
      'Middleware auth not found!',
    );
  });

  it('times out with status 408', () => {
    expect(REQUEST_TIMEOUT_STATUS).toBe(408);
  });

  it.each([
    [{ error: 'Bad zip', message: 'ignored' }, 'Bad zip'],
    [{ error: '', message: 'Saved?' }, 'Saved?'],
    [{ error: '  ', message: '  ' }, 'An unknown error occurred'],
    [{ error: { nested: true }, message: 42 }, 'An unknown error occurred'],
    [{}, 'An unknown error occurred'],
    [null, 'An unknown error occurred'],
  ])('form alert for %j shows %j', (response, text) => {
    expect(getFormAlertText(response)).toBe(text);
  });

  it('form alert fallback in Spanish', () => {
    expect(getFormAlertText({}, 'es')).toBe('Ocurrió un error desconocido');
  });

  it.each([
    ['Server says no', 'errors.identity.processFailed', 'Server says no'],
    [
      '',
      'errors.identity.processFailed',
      'Unable to complete process. Please wait a few seconds and try again.',
    ],
    [undefined, 'errors.esign.failed', 'Unable to generate Contract'],
    [['array'], 'errors.confirm.failed', 'Oops! something went wrong, please try again'],
  ] as const)('server error %j with fallback %s → %j', (serverError, fallback, text) => {
    expect(getServerErrorText(serverError, fallback)).toBe(text);
  });

  it('the server-error fallback defaults to the unknown error', () => {
    expect(getServerErrorText(null)).toBe('An unknown error occurred');
  });
});

describe('spec 02 §8: the error catalogue (verification and checkout side)', () => {
  it.each<[ErrorCode, string]>([
    ['errors.pin.verifyFailed', 'PIN verification failed.'],
    ['errors.pin.verified', 'PIN verification successful.'],
    ['errors.pin.sent', 'PIN has been sent to you for verification.'],
    ['errors.pin.sendFailed', 'PIN could not be sent. Please try again later.'],
    ['errors.confirm.failed', 'Oops! something went wrong, please try again'],
    ['errors.esign.failed', 'Unable to generate Contract'],
    ['errors.card.failed', 'Oops! Something went wrong, please try again!'],
    ['errors.card.chargeFailed', 'Oops, unable to charge card, please try again!'],
    ['errors.card.paymentFailed', 'We were unable to process payment!'],
    ['errors.schedule.title', 'Lease Amount'],
    ['errors.lease.title', 'Error'],
    ['errors.returnToRetailer', 'Return to Retailer'],
    ['errors.unknownSubmit', 'Unknown error occurred. Please try submit your application again.'],
    ['errors.missingOptions', 'One or more items do not have fulfillment options available.'],
    ['errors.completed.returnToRetailer', 'Return to retailer checkout'],
  ])('%s → %j', (code, text) => {
    expect(getErrorMessage(code)).toBe(text);
  });

  it('item-unavailable notices name the item and say it will be removed from the contract', () => {
    for (const code of [
      'errors.item.noStoreStock',
      'errors.item.cannotShip',
      'errors.item.cannotDeliver',
      'errors.item.notInStock',
    ] as const) {
      const text = getErrorMessage(code, 'en', { item: 'TV 55"' });
      expect(text).toContain('TV 55"');
      expect(text).toContain('The item will be removed from the contract.');
      expect(getErrorMessage(code, 'es', { item: 'TV' })).toContain('El artículo se eliminará del contrato.');
    }
  });

  it('completed-screen apologies direct the user to the store', () => {
    expect(getErrorMessage('errors.completed.failure')).toMatch(
      /^We apologize, your payment could not be completed successfully\..*store/,
    );
    expect(getErrorMessage('errors.completed.mayNotContinue')).toMatch(
      /^We apologize, we are unable to complete your application\..*store/,
    );
  });
});

describe('spec 03 §8: the error catalogue (routing and results side)', () => {
  it.each<[ErrorCode, string]>([
    ['errors.uuidMismatch', 'Application not found. Please create a new application.'],
    [
      'errors.submitFailed',
      "We're sorry, but we were not able to process your application. Please try again later.",
    ],
    ['errors.storeNotFound.heading', 'Store Not Found'],
    ['errors.retailerNotFound.heading', 'Retailer Not Found'],
    ['errors.applicationNotFound.heading', 'Application Not Found'],
    ['errors.checkoutNotFound.heading', 'Checkout Not Found'],
    ['errors.unknown.text', "It's looking like we may have taken a wrong turn. Please contact support."],
  ])('%s → %j', (code, text) => {
    expect(getErrorMessage(code)).toBe(text);
  });

  it('toasts last 5000 ms at the top right', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_POSITION).toBe('top-right');
  });
});

describe('spec 01 §1: shared labels and the Spanish catalogue', () => {
  it.each<[ErrorCode, string, string]>([
    ['common.continue', 'Continue', 'Continuar'],
    ['common.back', 'Back', 'Atrás'],
    ['common.skip', 'Skip', 'Omitir'],
    ['common.yes', 'Yes', 'Sí'],
    ['common.no', 'No', 'No'],
    ['common.thereIsAProblem', 'There is a problem', 'Hay un problema'],
    ['common.optional', '(optional)', '(opcional)'],
    ['errors.timeout', en['errors.timeout'], es['errors.timeout']!],
  ])('%s → %j / %j', (code, english, spanish) => {
    expect(getErrorMessage(code, 'en')).toBe(english);
    expect(getErrorMessage(code, 'es')).toBe(spanish);
  });

  it('every English code has a Spanish text, with the same placeholders', () => {
    const codes = Object.keys(en) as ErrorCode[];
    const untranslated = codes.filter((code) => es[code] === undefined);
    // Codes whose text is a number are the same in both languages.
    expect(untranslated).toEqual(['errors.forbidden.code', 'errors.notFound.code']);
    for (const code of codes) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(getErrorMessage(code, 'es'))).toEqual(placeholders(en[code]));
    }
  });
});
