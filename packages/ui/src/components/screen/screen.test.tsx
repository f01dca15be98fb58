import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBreadcrumbs, Screen, SkipLink } from './screen';

describe('getBreadcrumbs', () => {
  it('spec 01 §2: builds crumbs from the matched routes, each showing its title or else its name', () => {
    const crumbs = getBreadcrumbs([
      { pathname: '/', handle: { name: 'home' } },
      { pathname: '/checkout', handle: { title: 'Checkout', name: 'checkout' } },
      { pathname: '/checkout/lease', handle: undefined },
      { pathname: '/checkout/lease/x', handle: { title: 'Lease Summary' } },
    ]);
    expect(crumbs).toEqual([
      { label: 'home', href: '#/' },
      { label: 'Checkout', href: '#/checkout' },
      { label: 'Lease Summary' },
    ]);
  });

  it('takes a different link prefix and returns nothing for no titled route', () => {
    expect(
      getBreadcrumbs(
        [
          { pathname: '/a', handle: { title: 'A' } },
          { pathname: '/b', handle: { title: 'B' } },
        ],
        { hrefPrefix: '' },
      )[0],
    ).toEqual({
      label: 'A',
      href: '/a',
    });
    expect(getBreadcrumbs([{ pathname: '/', handle: 'x' }])).toEqual([]);
  });
});

describe('Screen', () => {
  it('spec 01 §2: has heading, sub-heading, context area, breadcrumbs and footer in landmarks', () => {
    render(
      <Screen
        heading="Lease Summary"
        subheading="Review your lease"
        context={<span>Store 12</span>}
        breadcrumbs={[{ label: 'Checkout', href: '#/checkout' }, { label: 'Lease Summary' }]}
        footer={<button type="button">Continue</button>}
      >
        <p>Body</p>
      </Screen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lease Summary' })).toBeInTheDocument();
    expect(screen.getByText('Review your lease')).toBeInTheDocument();
    expect(screen.getByText('Store 12').closest('[data-slot="screen-context"]')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Checkout' }));
    expect(screen.getByText('Lease Summary', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Body');
    expect(screen.getByRole('contentinfo')).toContainElement(
      screen.getByRole('button', { name: 'Continue' }),
    );
  });

  it('renders no header or footer when none is given', () => {
    const { container } = render(<Screen>Only content</Screen>);
    expect(container.querySelector('[data-slot="screen-header"]')).toBeNull();
    expect(container.querySelector('[data-slot="screen-footer"]')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Only content');
  });
});

describe('main landmark and skip link', () => {
  it('puts the h1 and the context (progress bar) inside main, the h1 focusable by script', () => {
    render(
      <Screen heading="Income" context={<span>Step 3</span>}>
        <p>Body</p>
      </Screen>,
    );
    const main = screen.getByRole('main');
    const heading = screen.getByRole('heading', { level: 1, name: 'Income' });
    expect(main).toContainElement(heading);
    expect(main).toHaveTextContent('Step 3');
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('the skip link moves focus to the h1 of main without following the hash (a hash router would navigate)', () => {
    render(
      <>
        <SkipLink />
        <Screen heading="Income">
          <p>Body</p>
        </Screen>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    const before = window.location.hash;
    link.click();
    expect(screen.getByRole('heading', { level: 1, name: 'Income' })).toHaveFocus();
    expect(window.location.hash).toBe(before);
  });
});
