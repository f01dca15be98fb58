/** A test card (02 §2 "Test card numbers are displayed outside production"). */
export interface TestCard {
  number: string;
  brand: string;
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  /** What processCard does with a card of this number. */
  outcome: 'approve' | 'decline' | 'error';
  description: string;
}

/**
 * The sandbox's test cards. Any other number that passes the Luhn check behaves as an approved US credit
 * card of the brand its prefix names; a number that fails it is rejected by `cards/token` with a 422.
 */
export const TEST_CARDS: TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: 'approve',
    description: 'Approved credit card',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    country: 'US',
    outcome: 'approve',
    description: 'Approved credit card',
  },
  {
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    country: 'US',
    outcome: 'approve',
    description: 'Approved debit card',
  },
  {
    number: '5200828282828210',
    brand: 'mastercard',
    funding: 'debit',
    country: 'US',
    outcome: 'approve',
    description: 'Approved debit card',
  },
  {
    number: '4000050000000007',
    brand: 'visa',
    funding: 'prepaid',
    country: 'US',
    outcome: 'approve',
    description: 'Prepaid card',
  },
  {
    number: '4000000760000002',
    brand: 'visa',
    funding: 'credit',
    country: 'BR',
    outcome: 'approve',
    description: 'Foreign (Brazil) credit card',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: 'decline',
    description: 'Declined when charged',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: 'error',
    description: 'Processing error when charged',
  },
];

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
export function lookupCard(number: string): Omit<TestCard, 'description'> | null {
  if (!luhnValid(number)) return null;
  const known = TEST_CARDS.find((card) => card.number === number);
  if (known) return known;
  return { number, brand: brandOf(number), funding: 'credit', country: 'US', outcome: 'approve' };
}
