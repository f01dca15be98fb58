import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Nowrap, TokenText } from './nowrap';

function tokens(container: HTMLElement): [string | undefined, string | null][] {
  return Array.from(container.querySelectorAll<HTMLElement>('[data-slot="nowrap"]')).map((element) => [
    element.dataset.nowrap,
    element.textContent,
  ]);
}

describe('Nowrap', () => {
  it('keeps its token on one line and names its kind', () => {
    const { container } = render(<Nowrap token="phone">(888) 555-0200</Nowrap>);
    const element = container.querySelector('[data-slot="nowrap"]');
    expect(element).toHaveClass('whitespace-nowrap');
    expect(element).toHaveAttribute('data-nowrap', 'phone');
  });
});

describe('TokenText', () => {
  it('wraps each phone number, e-mail and amount of a sentence, and leaves the words between them free', () => {
    const { container } = render(
      <TokenText>
        {
          'Unfortunately, we were unable to approve you at this time. Please contact (800) 555-0101, if you have questions; write to avery@example.com about $1,668.24.'
        }
      </TokenText>,
    );
    expect(tokens(container)).toEqual([
      ['phone', '(800) 555-0101'],
      ['email', 'avery@example.com'],
      ['amount', '$1,668.24'],
    ]);
    expect(container).toHaveTextContent(
      'Unfortunately, we were unable to approve you at this time. Please contact (800) 555-0101, if you have questions; write to avery@example.com about $1,668.24.',
    );
  });

  it('reads dashed phone numbers and amounts written after their figures', () => {
    const { container } = render(<TokenText>{'Llame al 888-555-0200: 1.668,24 US$'}</TokenText>);
    expect(tokens(container)).toEqual([
      ['phone', '888-555-0200'],
      ['amount', '1.668,24 US$'],
    ]);
  });

  it('renders a text without tokens as it is', () => {
    const { container } = render(<TokenText>Thanks For Applying</TokenText>);
    expect(tokens(container)).toEqual([]);
    expect(container).toHaveTextContent('Thanks For Applying');
  });

  it('makes each phone number a tel: link when asked', () => {
    const { getByRole } = render(<TokenText linkPhones>{'Please contact (800) 555-0101.'}</TokenText>);
    expect(getByRole('link', { name: '(800) 555-0101' })).toHaveAttribute('href', 'tel:+18005550101');
  });
});
