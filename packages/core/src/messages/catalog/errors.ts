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
  // Uploads (01 §5, §8).
  'errors.upload.failed': 'Unable to upload file',
  'errors.upload.maxFiles': 'Max file limit reached',
  'errors.upload.deleteConfirm': 'Are you sure you want to delete this file?',
  // Identity verification (01 §8).
  'errors.identity.linkSent': 'Link sent to your Mobile phone.',
  'errors.identity.linkNotSent': 'Link could not be sent.',
  'errors.identity.processFailed': 'Unable to complete process. Please wait a few seconds and try again.',
  // Lookups (01 §8). The routing and copy-address texts are ours: the spec names no wording.
  'errors.employer.notSupported': 'Employer not supported!',
  'errors.routing.lookupFailed': 'We could not look up this routing number. Please check it and try again.',
  'errors.address.copyFailed':
    'We could not copy the applicant address. Please try again or enter the address manually.',
  // Toolkit faults (01 §8). The middleware text is ours.
  'errors.inputTypeNotFound': 'Input for type {type} not found!',
  'errors.middlewareNotFound': 'Middleware {name} not found!',
  // PIN (02 §8), shown as toasts.
  'errors.pin.verifyFailed': 'PIN verification failed.',
  // On the PIN field after a wrong PIN (ours).
  'errors.pin.triesLeft': 'PIN verification failed. Check the PIN and enter it again: {count} tries left.',
  'errors.pin.lastTry': 'PIN verification failed. 1 try left: another wrong PIN ends this application.',
  'errors.pin.verified': 'PIN verification successful.',
  'errors.pin.sent': 'PIN has been sent to you for verification.',
  'errors.pin.sendFailed': 'PIN could not be sent. Please try again later.',
  // Confirm step and e-sign (02 §8): fallbacks when the server sends no message.
  'errors.confirm.failed': 'Oops! something went wrong, please try again',
  'errors.esign.failed': 'Unable to generate Contract',
  // Card processing (02 §8).
  'errors.card.failed': 'Oops! Something went wrong, please try again!',
  'errors.card.chargeFailed': 'Oops, unable to charge card, please try again!',
  'errors.card.paymentFailed': 'We were unable to process payment!',
  // Schedule and lease fetch failures (02 §8).
  'errors.schedule.title': 'Lease Amount',
  'errors.lease.title': 'Error',
  'errors.returnToRetailer': 'Return to Retailer',
  'errors.unknownSubmit': 'Unknown error occurred. Please try submit your application again.',
  'errors.missingOptions': 'One or more items do not have fulfillment options available.',
  // Item-unavailable notices (02 §8); the wording is ours, the spec names only the four cases.
  'errors.item.noStoreStock': 'No store has {item} in stock. The item will be removed from the contract.',
  'errors.item.cannotShip': '{item} cannot be shipped. The item will be removed from the contract.',
  'errors.item.cannotDeliver': '{item} cannot be delivered. The item will be removed from the contract.',
  'errors.item.notInStock': '{item} is not in stock. The item will be removed from the contract.',
  // Completed screen (02 §2, §8).
  'errors.completed.failure':
    'We apologize, your payment could not be completed successfully. Please contact the store for assistance.',
  'errors.completed.mayNotContinue':
    'We apologize, we are unable to complete your application. Please contact the store for assistance.',
  'errors.completed.returnToRetailer': 'Return to retailer checkout',
  // Application (03 §4, §8).
  'errors.uuidMismatch': 'Application not found. Please create a new application.',
  'errors.submitFailed':
    "We're sorry, but we were not able to process your application. Please try again later.",
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
