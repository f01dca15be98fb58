import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breezeBrand, defaultBrand } from './brands';
import { BrandLogo, ThemeProvider, useTheme } from './theme-provider';

function Contact() {
  const brand = useTheme();
  return <p>Call {brand.supportPhone}</p>;
}

describe('ThemeProvider', () => {
  it("issue 17: loads a brand's font stylesheets into the head and shows its logo", () => {
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

  it('spec 01 §1: contact numbers differ by theme', () => {
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

  it('useTheme gives the default brand outside a provider; the logo slot falls back to the name', () => {
    render(<BrandLogo />);
    expect(screen.getByText(defaultBrand.name)).toHaveAttribute('data-slot', 'brand-logo');
  });

  it('a brand logo fills the slot', () => {
    render(
      <ThemeProvider brand={{ ...breezeBrand, logo: <img alt="Breeze Lease" src="data:," /> }}>
        <BrandLogo />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Breeze Lease' })).toBeInTheDocument();
  });

  it('applyToDocument={false} leaves <html> alone', () => {
    document.documentElement.setAttribute('data-theme', 'default');
    render(<ThemeProvider brand={breezeBrand} applyToDocument={false} />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
  });
});
