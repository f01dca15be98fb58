import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader } from '../full-screen-loader';
import { breezeBrand, builtInBrands, defaultBrand, type Brand, type BrandTheme } from './brands';
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

  describe('a brand whose fields are not of their type (brands are data from configuration)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('a name that is not a string renders an empty logo slot, no crash, and warns in development', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const hostile = { ...defaultBrand, id: 'hostile', name: { text: 'Acme' }, logo: undefined };
      render(
        <ThemeProvider brand={hostile as unknown as Brand} applyToDocument={false}>
          <BrandLogo data-testid="logo" />
          <p>Page</p>
        </ThemeProvider>,
      );
      expect(screen.getByText('Page')).toBeInTheDocument();
      expect(screen.getByTestId('logo')).toBeEmptyDOMElement();
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(String(warn.mock.calls[0]![0])).toContain(
        'the brand "hostile" has fields of the wrong type (name)',
      );
    });

    it('a logo that is not an element or text (JSON from a server) shows the name instead', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const acme = { ...defaultBrand, id: 'acme', name: 'Acme Lease', logo: { src: '/acme.svg' } };
      render(
        <ThemeProvider brand={acme as unknown as Brand} applyToDocument={false}>
          <BrandLogo data-testid="logo" />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('logo')).toHaveTextContent('Acme Lease');
      expect(String(warn.mock.calls[0]![0])).toContain('(logo)');
    });

    it('fonts that are not a list of strings load no stylesheet and do not fail the render', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const acme = { ...defaultBrand, id: 'acme-fonts', fonts: '/fonts/acme-fonts.css' };
      render(
        <ThemeProvider brand={acme as unknown as Brand} applyToDocument={false}>
          <BrandLogo />
        </ThemeProvider>,
      );
      expect(document.head.querySelector('link[href="/fonts/acme-fonts.css"]')).toBeNull();
      expect(screen.getByRole('img', { name: defaultBrand.name })).toBeInTheDocument();
      expect(String(warn.mock.calls[0]![0])).toContain('(fonts)');
    });

    it('a well-formed brand gives no warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(
        <ThemeProvider brand={breezeBrand} applyToDocument={false}>
          <BrandLogo />
        </ThemeProvider>,
      );
      expect(warn).not.toHaveBeenCalled();
    });
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

  describe("a brand's texts apply to its own tree only", () => {
    const acme: Brand = {
      ...defaultBrand,
      id: 'acme',
      messages: { en: { 'ui.loading': 'Acme is loading' } },
    };
    const breeze: Brand = { ...breezeBrand, messages: { en: { 'ui.loading': 'Breeze is loading' } } };
    const sideBySide = (
      <>
        <ThemeProvider brand={acme} applyToDocument={false}>
          <FullScreenLoader />
        </ThemeProvider>
        <ThemeProvider brand={breeze} applyToDocument={false}>
          <FullScreenLoader />
        </ThemeProvider>
      </>
    );

    it('two providers render two brands at once, each with its own texts', () => {
      render(sideBySide);
      expect(screen.getByRole('status', { name: 'Acme is loading' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Breeze is loading' })).toBeInTheDocument();
    });

    it("a server render of both holds both brands' texts", () => {
      const html = renderToString(sideBySide);
      expect(html).toContain('Acme is loading');
      expect(html).toContain('Breeze is loading');
      expect(html).toContain('data-theme="acme"');
      expect(html).toContain('data-theme="breeze"');
    });

    it("outside a provider with texts, the spec's text shows", () => {
      render(<FullScreenLoader />);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    });
  });

  describe('a brand given as data (colours, radius, fonts as values, no CSS file)', () => {
    const summit: Brand = {
      ...defaultBrand,
      id: 'summit-data',
      theme: { primary: '#6d28d9', radius: '0.25rem', fontSans: 'Georgia, serif' },
    };

    it('sets its derived --lk- variables on its own kit root', async () => {
      render(
        <ThemeProvider brand={summit} applyToDocument={false}>
          <BrandLogo />
        </ThemeProvider>,
      );
      const root = document.querySelector<HTMLElement>('[data-slot="theme-root"]')!;
      await waitFor(() => expect(root.style.getPropertyValue('--lk-primary')).toMatch(/^#[0-9a-f]{6}$/));
      expect(root.style.getPropertyValue('--lk-radius')).toBe('0.25rem');
      expect(root.style.getPropertyValue('--lk-font-sans')).toBe('Georgia, serif');
      expect(root.style.display).toBe('contents');
    });

    it("takes only the theme's own tokens from a brand, which may come from a server", async () => {
      const fetched = JSON.parse(
        '{"primary":"#6d28d9","tokens":{"control-height":"3rem","page-width":"10px","ring":{"x":1}}}',
      ) as BrandTheme;
      render(
        <ThemeProvider brand={{ ...summit, id: 'fetched', theme: fetched }} applyToDocument={false}>
          <BrandLogo />
        </ThemeProvider>,
      );
      const root = document.querySelector<HTMLElement>('[data-theme="fetched"]')!;
      await waitFor(() => expect(root.style.getPropertyValue('--lk-control-height')).toBe('3rem'));
      expect(root.style.getPropertyValue('--lk-page-width')).toBe('');
      expect(root.style.getPropertyValue('--lk-ring')).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('sets them on <html> in document mode and removes them on unmount', async () => {
      const { unmount } = render(<ThemeProvider brand={summit} />);
      const html = document.documentElement;
      await waitFor(() => expect(html.style.getPropertyValue('--lk-primary')).not.toBe(''));
      expect(html).toHaveAttribute('data-theme', 'summit-data');
      unmount();
      expect(html.style.getPropertyValue('--lk-primary')).toBe('');
    });

    it('keeps them while the app re-renders it with the same values in a new object, and follows new values', async () => {
      const html = document.documentElement;
      // An app that merges its overrides into the brand on each render hands a new, equal theme every time.
      const { rerender, unmount } = render(
        <ThemeProvider brand={{ ...summit, theme: { ...summit.theme! } }} />,
      );
      await waitFor(() => expect(html.style.getPropertyValue('--lk-radius')).toBe('0.25rem'));
      for (let render = 0; render < 3; render += 1) {
        rerender(<ThemeProvider brand={{ ...summit, theme: { ...summit.theme! } }} />);
        expect(html.style.getPropertyValue('--lk-radius')).toBe('0.25rem');
      }
      rerender(<ThemeProvider brand={{ ...summit, theme: { ...summit.theme!, radius: '1rem' } }} />);
      await waitFor(() => expect(html.style.getPropertyValue('--lk-radius')).toBe('1rem'));
      unmount();
      expect(html.style.getPropertyValue('--lk-radius')).toBe('');
    });

    it('warns in development when a token set by hand fails the contrast check', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const low: Brand = {
        ...summit,
        id: 'low-contrast',
        theme: { primary: '#6d28d9', tokens: { 'primary-foreground': '#7c3aed' } },
      };
      render(<ThemeProvider brand={low} applyToDocument={false} />);
      await waitFor(() => expect(warn).toHaveBeenCalled());
      expect(String(warn.mock.calls[0]![0])).toContain('the brand "low-contrast" fails the theme check');
      expect(String(warn.mock.calls[0]![0])).toContain('primary / primary-foreground: contrast');
      warn.mockRestore();
    });

    it('a colour that is not one (a script URL given as the primary) applies no variables and names the brand in a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const bad: Brand = { ...summit, id: 'bad-colour', theme: { primary: 'javascript:alert(1)' } };
      const { container } = render(
        <ThemeProvider brand={bad} applyToDocument={false}>
          <p>still here</p>
        </ThemeProvider>,
      );
      await waitFor(() => expect(warn).toHaveBeenCalled());
      expect(String(warn.mock.calls[0]![0])).toBe(
        'leasekit: the brand "bad-colour" is not applied: Not a colour: javascript:alert(1). Give its colours as CSS colours ("#0b5cad", "rgb(11 92 173)").',
      );
      const root = container.querySelector<HTMLElement>('[data-slot="theme-root"]')!;
      expect(root.style.getPropertyValue('--lk-primary')).toBe('');
      expect(root).toHaveTextContent('still here');
      warn.mockRestore();
    });
  });
});
