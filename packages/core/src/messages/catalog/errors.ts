/** Message catalogue entries owned by the `errors` rules (codes are dotted, e.g. `errors.something`). */
export const en = {
  // Error pages (01 §2, 03 §2 and §8).
  'errors.forbidden.code': '403',
  'errors.forbidden.heading': 'Permission Denied',
  'errors.forbidden.text':
    'You do not have permission to view this page. Please ask your system admin for access.',
  'errors.notFound.code': '404',
  'errors.notFound.heading': 'Page Not Found',
  'errors.notFound.text': 'Looks like you took a wrong turn.',
  'errors.storeNotFound.heading': 'Store Not Found',
  'errors.retailerNotFound.heading': 'Retailer Not Found',
  'errors.applicationNotFound.heading': 'Application Not Found',
  'errors.checkoutNotFound.heading': 'Checkout Not Found',
  'errors.unknown.heading': 'Oops, Unknown Error',
  'errors.unknown.text': "It's looking like we may have taken a wrong turn. Please contact support.",
  'errors.unknown.retry': 'Retry',
  'errors.storeNotFound.text':
    "We couldn't find the store you are looking for. Please check the link or contact support.",
  'errors.retailerNotFound.text':
    "We couldn't find the retailer you are looking for. Please check the link or contact support.",
  'errors.applicationNotFound.text': "We couldn't find your application. Please start a new application.",
  'errors.checkoutNotFound.text':
    "We couldn't find this checkout. Please return to the retailer and try again.",
  // Requests and forms (01 §8; the 408 status is REQUEST_TIMEOUT_STATUS in rules/errors).
  'errors.timeout': 'Request timed out whilst trying to call the server. Please try again later.',
  'errors.invalidResponse': 'An invalid response was returned from the server.',
  'errors.unknown': 'An unknown error occurred',
  // Lookups (01 §8). The routing and copy-address texts are ours: the spec names no wording.
  'errors.employer.notSupported': 'Employer not supported!',
  // Toolkit faults (01 §8). The middleware text is ours.
  'errors.inputTypeNotFound': 'Input for type {type} not found!',
  'errors.middlewareNotFound': 'Middleware {name} not found!',
  // Labels several screens share (01 §2, §9; GOV.UK error summary title).
  'common.continue': 'Continue',
  'common.back': 'Back',
  'common.skip': 'Skip',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.thereIsAProblem': 'There is a problem',
  'common.optional': '(optional)',
} as const;

// The Spanish entries are in es/errors.ts, loaded on demand (messages/es.ts).
