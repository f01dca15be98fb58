import { TEST_CARDS, type TestCard } from '@leasekit/core/testing';

// The test cards are core's (one list for the payment screen and this card network).
export { TEST_CARDS, type TestCard };

/** Whether a card number passes the Luhn checksum. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

/** What the sandbox's card network says about a number: the test card, or an approved US credit card. */
export function lookupCard(number: string): (Omit<TestCard, 'label' | 'brand'> & { brand: string }) | null {
  if (!luhnValid(number)) return null;
  const known = TEST_CARDS.find((card) => card.number === number);
  if (known) return known;
  return { number, brand: brandOf(number), funding: 'credit', country: 'US', outcome: 'approve' };
}
