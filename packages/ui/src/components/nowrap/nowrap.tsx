import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The kinds of token that must not break across lines: a phone number, an e-mail address, an amount. */
export type NowrapToken = 'phone' | 'email' | 'amount';

/** Props of {@link Nowrap}. */
export interface NowrapProps extends React.ComponentProps<'span'> {
  /** What the text is; marks the element `data-nowrap` for tests and styles. 'amount' by default. */
  token?: NowrapToken;
}

/**
 * One formatted token ('(888) 555-0200', 'avery@example.com', '$1,668.24') kept on one line: the text
 * around it may wrap, the token itself never breaks in the middle (a phone number split after its dash
 * reads as two numbers).
 */
export function Nowrap({ token = 'amount', className, ...props }: NowrapProps) {
  return (
    <span data-slot="nowrap" data-nowrap={token} className={cn('whitespace-nowrap', className)} {...props} />
  );
}

// A US phone number as the app formats it ('(800) 555-0101', '800-555-0101', '+1 800 555 0101'), an
// e-mail address, or a dollar amount ('$1,668.24', '-$5.00', '1.668,24 US$').
const TOKEN =
  /(?<phone>(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})|(?<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(?<amount>-?\$\s?\d[\d,]*(?:\.\d+)?|\d[\d.,]*\s?US\$)/g;

/** Props of {@link TokenText}. */
export interface TokenTextProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The text, already in the shopper's language, with its phone numbers, e-mails and amounts. */
  children: string;
  /**
   * Whether each phone number is also a `tel:` link, so a shopper on a phone can call it from the
   * message; off by default.
   */
  linkPhones?: boolean;
}

/** The `tel:` address of a US phone number as written ('(800) 555-0101' → 'tel:+18005550101'). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * A text whose phone numbers, e-mail addresses and amounts each stay on one line ({@link Nowrap}),
 * for messages that carry a token inside a sentence ('Please contact (800) 555-0101, if you have …').
 */
export function TokenText({ children, linkPhones = false, ...props }: TokenTextProps) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push(children.slice(last, index));
    const token: NowrapToken = match.groups?.phone ? 'phone' : match.groups?.email ? 'email' : 'amount';
    parts.push(
      linkPhones && token === 'phone' ? (
        <Nowrap
          key={index}
          token={token}
          className="rounded-sm text-primary underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-hidden"
        >
          <a href={telHref(match[0])}>{match[0]}</a>
        </Nowrap>
      ) : (
        <Nowrap key={index} token={token}>
          {match[0]}
        </Nowrap>
      ),
    );
    last = index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return (
    <span data-slot="token-text" {...props}>
      {parts}
    </span>
  );
}
