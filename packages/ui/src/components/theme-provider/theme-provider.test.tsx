import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breezeBrand, builtInBrands, defaultBrand } from './brands';
import { BrandLogo, ThemeProvider, useBrand } from './theme-provider';

function Contact() {
  const brand = useBrand();
  return <p>Call {brand.supportPhone}</p>;
}

describe('ThemeProvider', () => {
  it("loads a brand's font stylesheets into the head and shows its logo", () => {
    const acme = {
      ...defaultBrand,
      id: 'acme',
      name: 'Acme Lease',
      fonts: ['/fonts/acme.css'],
      logo: <img src="/acme.svg" alt="Acme Lease" />,
    };
    render(
      <ThemeProvider brand={acme}>
        <BrandLogo />
      </ThemeProvider>,
    );
    expect(document.head.querySelector('link[rel="stylesheet"][href="/fonts/acme.css"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Acme Lease' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'acme');
  });

  it('sets data-theme on <html> so portals inherit it, and restores it on unmount', () => {
    document.documentElement.setAttribute('data-theme', 'default');
    const { unmount, rerender } = render(<ThemeProvider brand={breezeBrand} />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'breeze');
    rerender(<ThemeProvider brand={defaultBrand} />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
    rerender(<ThemeProvider brand={breezeBrand} />);
    unmount();
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
  });

  it('spec 01 §1: contact numbers differ by brand', () => {
    expect(breezeBrand.supportPhone).not.toBe(defaultBrand.supportPhone);
    expect(breezeBrand.contactPhone).not.toBe(defaultBrand.contactPhone);
    const { rerender } = render(
      <ThemeProvider brand={breezeBrand}>
        <Contact />
      </ThemeProvider>,
    );
    expect(screen.getByText(`Call ${breezeBrand.supportPhone}`)).toBeInTheDocument();
    rerender(
      <ThemeProvider brand={defaultBrand}>
        <Contact />
      </ThemeProvider>,
    );
    expect(screen.getByText(`Call ${defaultBrand.supportPhone}`)).toBeInTheDocument();
  });

  it('useBrand gives the default brand outside a provider, logo and all', () => {
    render(<BrandLogo />);
    expect(screen.getByRole('img', { name: defaultBrand.name }).closest('[data-slot]')).toHaveAttribute(
      'data-slot',
      'brand-logo',
    );
  });

  it('a brand without a logo shows its name as text in the slot', () => {
    render(
      <ThemeProvider brand={{ ...defaultBrand, id: 'plain', name: 'Plain Lease', logo: undefined }}>
        <BrandLogo />
      </ThemeProvider>,
    );
    expect(screen.getByText('Plain Lease')).toHaveAttribute('data-slot', 'brand-logo');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each(builtInBrands.map((brand) => [brand.id, brand] as const))(
    'the shipped brand %s has a logo named by the brand name, drawn in the theme colours',
    (_id, brand) => {
      render(
        <ThemeProvider brand={brand}>
          <BrandLogo />
        </ThemeProvider>,
      );
      const logo = screen.getByRole('img', { name: brand.name });
      expect(logo.closest('[data-slot="brand-logo"]')).not.toBeNull();
      // No external asset: an inline SVG whose paint is currentColor (themes and forced colours).
      expect(logo.tagName.toLowerCase()).toBe('svg');
      expect(logo.querySelector('image, use, [href], [src]')).toBeNull();
      const painted = [...logo.querySelectorAll('[fill], [stroke]')].flatMap((node) =>
        ['fill', 'stroke']
          .map((name) => node.getAttribute(name))
          .filter((value) => value && value !== 'none'),
      );
      expect(painted.length).toBeGreaterThan(0);
      expect(new Set(painted)).toEqual(new Set(['currentColor']));
    },
  );

  it('the two shipped brands have different logos', () => {
    const { container, rerender } = render(
      <ThemeProvider brand={defaultBrand}>
        <BrandLogo />
      </ThemeProvider>,
    );
    const first = container.innerHTML;
    rerender(
      <ThemeProvider brand={breezeBrand}>
        <BrandLogo />
      </ThemeProvider>,
    );
    expect(container.innerHTML).not.toBe(first);
  });

  it('a brand logo fills the slot', () => {
    render(
      <ThemeProvider brand={{ ...breezeBrand, logo: <img alt="Breeze Lease" src="data:," /> }}>
        <BrandLogo />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Breeze Lease' })).toBeInTheDocument();
  });

  it('applyToDocument={false} leaves <html> alone and themes a kit root of its own around its children', () => {
    document.documentElement.setAttribute('data-theme', 'default');
    render(
      <ThemeProvider brand={breezeBrand} applyToDocument={false}>
        <BrandLogo />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
    const root = document.querySelector('[data-slot="theme-root"]');
    expect(root).toHaveAttribute('data-theme', 'breeze');
    expect(root).toHaveStyle({ display: 'contents' });
    expect(root).toContainElement(screen.getByRole('img', { name: 'Breeze Lease' }));
  });
});
