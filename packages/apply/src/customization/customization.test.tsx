import * as React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createList, createStore, loadLocale, type Locale, t } from '@leasekit/core';
import { LocaleProvider } from '@leasekit/core/react';
import { getVisibleOptions } from '@leasekit/core/apply';
import {
  Card,
  defaultBrand,
  ErrorPage,
  FullScreenLoader,
  Nowrap,
  ThemeProvider,
  type Brand,
  type ErrorPageProps,
} from '@leasekit/ui';
import { readConfig } from '../config';
import { AppBar } from '../screens/app-bar';
import { ApprovedScreen, type PaymentCalculatorViewProps } from '../screens/approved';
import { storyCalculator, storyOptions } from '../screens/approved/fixtures';
import { StoreSelectionScreen, type StoreSummary } from '../screens/store-selection';
import { storyStoreRows } from '../screens/store-selection/fixtures';
import { applyBrandTexts } from '../app/brand';
import {
  createCustomizedTracker,
  createFaultReportingFetch,
  CustomizationEvents,
  CustomizationProvider,
  getCustomizedBrand,
  type LeaseApplicationCustomization,
  type LeaseApplicationEvent,
  type LeaseApplicationComponents,
  type LogoProps,
  type OfferCardProps,
  type StoreDetailsProps,
} from './customization';
import { RouteError } from '../app/route-error';
import { createAppServices } from '../app/services';
import { ServicesProvider } from '../app/services-context';

const calculator: PaymentCalculatorViewProps = {
  ...storyCalculator,
  offerKeys: ['A'],
  status: 'idle',
  quote: null,
};

function Approved({ locale = 'en' }: { locale?: Locale }) {
  return (
    <ApprovedScreen
      locale={locale}
      name="Robin"
      title="Congratulations Robin!"
      options={getVisibleOptions(storyOptions)}
      calculator={calculator}
      continueLabel={null}
    />
  );
}

const store: StoreSummary = { id: 7, slug: 'main-street', name: 'Main Street', billing_address: null };
// The chosen store is shown whatever the list holds; this one never answers.
const stores = createList({
  url: '/stores',
  transport: () => new Promise<never>(() => {}),
  answer: storyStoreRows,
});

function StoreChosen() {
  return (
    <StoreSelectionScreen
      locale="en"
      retailerName="Demo Electronics"
      list={stores}
      search=""
      onSearchChange={() => {}}
      selected={store}
      onSelect={() => {}}
      onClear={() => {}}
      applyHref="#/apply"
    />
  );
}

function Bar({ locale = 'en', className }: { locale?: Locale; className?: string }) {
  return <AppBar locale={locale} onLocaleChange={() => {}} className={className} />;
}

function withCustomization(customization: LeaseApplicationCustomization | undefined, ui: React.ReactElement) {
  return customization ? (
    <CustomizationProvider customization={customization}>{ui}</CustomizationProvider>
  ) : (
    ui
  );
}

afterEach(() => {
  applyBrandTexts(defaultBrand);
});

/** Markup without React's generated ids, which differ from one render to the next. */
function withoutIds(html: string): string {
  return html.replace(/«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'id');
}

describe('without a customisation the application is the one that ships', () => {
  it('an empty customisation renders the approved screen, the store details and the app bar exactly as none', () => {
    for (const ui of [<Approved key="a" />, <StoreChosen key="s" />, <Bar key="b" />]) {
      const bare = render(ui);
      const shipped = withoutIds(bare.container.innerHTML);
      bare.unmount();
      const empty = render(withCustomization({}, ui));
      expect(withoutIds(empty.container.innerHTML)).toBe(shipped);
      empty.unmount();
    }
  });

  it("the app's own offer card, store details and logo are today's markup", () => {
    const { container } = render(<Approved />);
    const offers = render(
      <dl>
        <Card className="p-3">
          <dt className="text-sm text-muted-foreground">Option A</dt>
          <dd className="text-2xl font-semibold">
            <Nowrap>$2,500.00</Nowrap>
          </dd>
          <dd className="text-sm text-muted-foreground">12 month lease</dd>
        </Card>
        <Card className="p-3">
          <dt className="text-sm text-muted-foreground">Option B</dt>
          <dd className="text-2xl font-semibold">
            <Nowrap>$1,800.00</Nowrap>
          </dd>
        </Card>
      </dl>,
    );
    expect(container.querySelector('[data-slot="approved-options"]')!.innerHTML).toBe(
      offers.container.querySelector('dl')!.innerHTML,
    );
    render(<StoreChosen />);
    const heading = screen.getByRole('heading', { name: 'Main Street' });
    expect(heading).toHaveAttribute('id', 'store-selected-name');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveClass('font-heading text-2xl font-semibold focus:outline-none');
    expect(heading.nextElementSibling).toHaveClass('text-muted-foreground');
    render(<Bar />);
    expect(document.querySelector('[data-slot="app-bar"] nav > [data-slot="brand-logo"]')).toHaveTextContent(
      'LeaseKit',
    );
  });

  it('an empty customisation keeps the brand object itself, so nothing downstream re-renders or re-themes', () => {
    expect(getCustomizedBrand(defaultBrand, {})).toBe(defaultBrand);
    expect(getCustomizedBrand(defaultBrand, { components: {}, onEvent: () => {} })).toBe(defaultBrand);
  });
});

describe('appearance.variables: brand values as data over the selected brand', () => {
  const dataBrand: Brand = {
    ...defaultBrand,
    id: 'acme',
    theme: { primary: '#0f766e', radius: '0.25rem', tokens: { 'control-height': '3rem' } },
  };

  it('merges each given value over the brand theme, token by token', () => {
    const brand = getCustomizedBrand(dataBrand, {
      appearance: { variables: { radius: '1rem', tokens: { border: '#cccccc' } } },
    });
    expect(brand.theme).toEqual({
      primary: '#0f766e',
      radius: '1rem',
      tokens: { 'control-height': '3rem', border: '#cccccc' },
    });
    expect(dataBrand.theme?.radius).toBe('0.25rem');
  });

  it('over a brand styled by its CSS file, a primary makes the variables apply; without one the brand stays', () => {
    expect(
      getCustomizedBrand(defaultBrand, { appearance: { variables: { radius: '1rem' } } }).theme,
    ).toBeUndefined();
    expect(
      getCustomizedBrand(defaultBrand, { appearance: { variables: { primary: '#7c3aed' } } }).theme,
    ).toEqual({
      primary: '#7c3aed',
    });
  });

  it("reaches the kit root as the brand's --lk- variables", async () => {
    const brand = getCustomizedBrand(dataBrand, { appearance: { variables: { radius: '0.75rem' } } });
    const { container } = render(
      <ThemeProvider brand={brand} applyToDocument={false}>
        <p>x</p>
      </ThemeProvider>,
    );
    const root = container.querySelector<HTMLElement>('[data-slot="theme-root"]')!;
    await waitFor(() => expect(root.style.getPropertyValue('--lk-radius')).toBe('0.75rem'));
    expect(root.style.getPropertyValue('--lk-control-height')).toBe('3rem');
  });
});

describe('appearance.elements: classes per data-slot', () => {
  it("a slot's classes reach its element in the app's screens and in the kit's components", () => {
    render(
      <CustomizationProvider
        customization={{
          appearance: { elements: { 'app-bar': 'team-bar shadow-lg', 'brand-logo': 'team-logo' } },
        }}
      >
        <Bar />
      </CustomizationProvider>,
    );
    const bar = document.querySelector('[data-slot="app-bar"]')!;
    expect(bar).toHaveClass('team-bar', 'shadow-lg', 'border-b');
    expect(document.querySelector('[data-slot="brand-logo"]')).toHaveClass('team-logo', 'font-heading');
  });

  it('keeps the classes when a re-render rewrites the class, reaches parts mounted later, and takes them off on unmount', async () => {
    const customization = {
      appearance: { elements: { 'app-bar': 'team-bar' } },
    } satisfies LeaseApplicationCustomization;
    function Page({ className, late }: { className: string; late: boolean }) {
      return (
        <CustomizationProvider customization={customization}>
          <Bar className={className} />
          {late ? <div data-slot="app-bar" data-testid="late" /> : null}
        </CustomizationProvider>
      );
    }
    const { rerender, unmount } = render(<Page className="one" late={false} />);
    rerender(<Page className="two" late />);
    const bar = document.querySelector('[data-slot="app-bar"]')!;
    await waitFor(() => expect(bar).toHaveClass('team-bar', 'two'));
    await waitFor(() => expect(screen.getByTestId('late')).toHaveClass('team-bar'));
    expect(bar).not.toHaveClass('one');
    const late = screen.getByTestId('late');
    unmount();
    expect(late).not.toHaveClass('team-bar');
  });

  it('leaves other slots and the document alone', () => {
    render(
      <CustomizationProvider customization={{ appearance: { elements: { 'store-list': 'team-list' } } }}>
        <Bar />
      </CustomizationProvider>,
    );
    expect(document.querySelectorAll('.team-list')).toHaveLength(0);
  });
});

describe('localization: text overrides per locale over the brand texts', () => {
  it("an override for 'es' shows only in Spanish, and the brand's own texts stay where not overridden", async () => {
    await loadLocale('es');
    const brand = getCustomizedBrand(
      { ...defaultBrand, messages: { en: { 'app.locale.label': 'Brand language' } } },
      { localization: { es: { 'app.bar.label': 'Menú del equipo' } } },
    );
    applyBrandTexts(brand);
    const spanish = render(<Bar locale="es" />);
    expect(
      within(spanish.container).getByRole('navigation', { name: 'Menú del equipo' }),
    ).toBeInTheDocument();
    spanish.unmount();
    const english = render(<Bar locale="en" />);
    expect(
      within(english.container).getByRole('navigation', { name: t('app.bar.label', undefined, 'en') }),
    ).not.toHaveAccessibleName('Menú del equipo');
    expect(within(english.container).getByRole('group', { name: 'Brand language' })).toBeInTheDocument();
  });

  it("reaches the kit's components through the brand's texts of their tree", () => {
    const brand = getCustomizedBrand(defaultBrand, {
      localization: { en: { 'ui.loading': 'Team is loading' } },
    });
    render(
      <ThemeProvider brand={brand} applyToDocument={false}>
        <LocaleProvider locale="en">
          <FullScreenLoader />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'Team is loading' })).toBeInTheDocument();
  });
});

describe('hostile values in the customisation: a clear warning, nothing broken, nothing injected', () => {
  afterEach(() => vi.restoreAllMocks());

  it("a localization text that is not a string (untyped configuration) shows the catalogue's text, with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const brand = getCustomizedBrand(defaultBrand, {
      localization: { en: { 'app.bar.label': 42, 'ui.loading': { text: 'x' } } } as never,
    });
    applyBrandTexts(brand);
    render(
      <ThemeProvider brand={brand} applyToDocument={false}>
        <LocaleProvider locale="en">
          <Bar />
          <FullScreenLoader />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: t('app.bar.label', undefined, 'en') })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: t('ui.loading', undefined, 'en') })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'leasekit: the override of "app.bar.label" for "en" is not a string (number); the catalogue\'s text shows instead.',
    );
  });

  it('a misspelt key or a non-string brand value is named in a development warning; the rest still applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const customization = {
      apperance: {},
      appearance: {
        variables: { primaryColor: '#0b5cad', radius: 12 },
        elements: { 'app-bar': 'shadow-sm' },
      },
      components: { Offercard: () => null },
    } as unknown as LeaseApplicationCustomization;
    render(withCustomization(customization, <Bar />));
    expect(document.querySelector('[data-slot="app-bar"]')).toHaveClass('shadow-sm');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'leasekit: the customisation\'s "apperance" is not one the application reads (appearance, localization, components, onEvent, onError); it is ignored.',
      'leasekit: the customisation\'s "appearance.variables.primaryColor" is not one the application reads (primary, secondary, accent, radius, fontSans, fontHeading, tokens); it is ignored.',
      'leasekit: the customisation\'s "appearance.variables.radius" is not a string (number); give CSS values as strings.',
      'leasekit: the customisation\'s "components.Offercard" is not one the application reads (OfferCard, StoreDetails, Logo, ErrorPage); it is ignored.',
    ]);
  });

  it('a customisation of known keys warns about nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      withCustomization(
        {
          appearance: { variables: { primary: '#0b5cad', tokens: { border: '#cccccc' } }, elements: {} },
          localization: { en: {} },
          components: {},
          onEvent: () => {},
          onError: () => {},
        },
        <Bar />,
      ),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('markup and a huge string in a text show as plain text', () => {
    const huge = `<img src=x onerror="alert(1)">${'Northwind '.repeat(10_000)}`;
    const brand = getCustomizedBrand(defaultBrand, { localization: { en: { 'ui.loading': huge } } });
    const { container } = render(
      <ThemeProvider brand={brand} applyToDocument={false}>
        <LocaleProvider locale="en">
          <FullScreenLoader />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveAccessibleName(
      /^<img src=x onerror="alert\(1\)">Northwind Northwind/,
    );
  });

  it('a primary that is not a colour (a javascript: URL) themes nothing and says so; the screens still render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const brand = getCustomizedBrand(defaultBrand, {
      appearance: { variables: { primary: 'javascript:alert(1)', radius: '1rem;}body{display:none' } },
    });
    const { container } = render(
      <ThemeProvider brand={brand} applyToDocument={false}>
        <Approved />
      </ThemeProvider>,
    );
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('is not applied: Not a colour: javascript:alert(1)'),
      ),
    );
    const root = container.querySelector<HTMLElement>('[data-slot="theme-root"]')!;
    expect(root.style.getPropertyValue('--lk-radius')).toBe('');
    expect(within(root).getByText('Option A', { selector: 'dt' })).toBeVisible();
  });
});

describe('components: a part replaced by the team’s own, with typed props', () => {
  it('the offer card receives each option’s label, formatted amount, amount in cents and note', () => {
    const seen: OfferCardProps[] = [];
    function TeamOfferCard(props: OfferCardProps) {
      seen.push(props);
      return (
        <div data-testid="team-offer">
          <dt>{props.label}</dt>
          <dd>{props.amount}</dd>
        </div>
      );
    }
    render(withCustomization({ components: { OfferCard: TeamOfferCard } }, <Approved />));
    expect(screen.getAllByTestId('team-offer')).toHaveLength(2);
    expect(seen.slice(0, 2)).toEqual([
      { label: 'Option A', amount: '$2,500.00', cents: 250000, note: '12 month lease', locale: 'en' },
      { label: 'Option B', amount: '$1,800.00', cents: 180000, note: null, locale: 'en' },
    ]);
  });

  it("the store details keep the section's name and the focus target through headingProps", () => {
    function TeamStoreDetails({ name, headingProps }: StoreDetailsProps) {
      return <h2 {...headingProps}>Shop: {name}</h2>;
    }
    render(withCustomization({ components: { StoreDetails: TeamStoreDetails } }, <StoreChosen />));
    expect(screen.getByRole('region', { name: 'Shop: Main Street' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shop: Main Street' })).toHaveAttribute('tabindex', '-1');
  });

  it('the logo receives the current brand', () => {
    function TeamLogo({ brand }: LogoProps) {
      return <span data-testid="team-logo">{brand.name} logo</span>;
    }
    render(
      <ThemeProvider brand={{ ...defaultBrand, name: 'Northwind' }} applyToDocument={false}>
        {withCustomization({ components: { Logo: TeamLogo } }, <Bar />)}
      </ThemeProvider>,
    );
    expect(screen.getByTestId('team-logo')).toHaveTextContent('Northwind logo');
    expect(document.querySelector('[data-slot="brand-logo"]')).toBeNull();
  });
});

describe('components.ErrorPage: the error pages as the team draws them', () => {
  function renderFailedRoute(failure: unknown, ErrorPart: LeaseApplicationComponents['ErrorPage']) {
    const services = createAppServices(readConfig(), { storage: null, search: '' });
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw failure;
        },
        errorElement: <RouteError />,
      },
    ]);
    render(
      <ServicesProvider services={services}>
        <CustomizationProvider customization={{ components: { ErrorPage: ErrorPart } }}>
          <RouterProvider router={router} />
        </CustomizationProvider>
      </ServicesProvider>,
    );
  }

  it("wraps ui's ErrorPage: the page's kind, texts and Retry stay, the team's support link is added", async () => {
    function TeamErrorPage(props: ErrorPageProps) {
      return (
        <ErrorPage {...props}>
          <a href="https://help.northwind.example">Contact Northwind support</a>
        </ErrorPage>
      );
    }
    renderFailedRoute(new Error('broken'), TeamErrorPage);
    expect(await screen.findByRole('heading', { name: 'Oops, Unknown Error' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Contact Northwind support' })).toBeVisible();
  });

  it('receives the kind of each page, and onRetry on the unknown-error page only', async () => {
    const seen: ErrorPageProps[] = [];
    function TeamErrorPage(props: ErrorPageProps) {
      seen.push(props);
      return <h1>Team page: {props.kind}</h1>;
    }
    renderFailedRoute(new Response(null, { status: 403 }), TeamErrorPage);
    expect(await screen.findByRole('heading', { name: 'Team page: forbidden' })).toBeVisible();
    expect(seen.at(-1)).toEqual({ kind: 'forbidden' });
    expect(document.querySelector('[data-slot="error-page"]')).toBeNull();
  });
});

describe('onEvent: analytics without personal data', () => {
  afterEach(() => {
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });

  it("the wizard's form progress reaches onEvent and the page's data layer alike", () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    const events: LeaseApplicationEvent[] = [];
    const tracker = createCustomizedTracker(() => ({ onEvent: (event) => events.push(event) }));
    tracker.trackFormProgress({ form: 'application', step: 2, status: 'complete' });
    const sent = { event: 'form-progress', form: 'application', step: 2, status: 'complete' };
    expect(events).toEqual([sent]);
    expect(dataLayer).toEqual([sent]);
  });

  it("the app services' tracker, which the wizard reports its progress to, is the customised one", () => {
    const events: LeaseApplicationEvent[] = [];
    const services = createAppServices(readConfig(), {
      storage: null,
      search: '',
      tracker: createCustomizedTracker(() => ({ onEvent: (event) => events.push(event) })),
    });
    services.tracker.trackFormProgress({ form: 'application', step: 'income', status: 'started' });
    expect(events).toEqual([
      { event: 'form-progress', form: 'application', step: 'income', status: 'started' },
    ]);
  });

  it('no value the applicant typed reaches an event, even under an allowed key', () => {
    const events: LeaseApplicationEvent[] = [];
    const tracker = createCustomizedTracker(() => ({ onEvent: (event) => events.push(event) }));
    tracker.track({
      event: 'form-progress',
      form: 'robin@example.com',
      step: '123-45-6789',
      status: '5551234567',
      ssn: '123456789',
      income: 420000,
    });
    expect(events).toEqual([{ event: 'form-progress' }]);
    for (const value of ['robin@example.com', '123-45-6789', '5551234567', '123456789', '420000']) {
      expect(JSON.stringify(events)).not.toContain(value);
    }
  });

  it('sends a screen view per new route, each language switch and the checkout outcome, to onEvent only', () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    const events: LeaseApplicationEvent[] = [];
    const host = createStore<{ terminal: string | null }>({ terminal: null });
    const customization = { onEvent: (event: LeaseApplicationEvent) => events.push(event) };
    function Page({ route, locale = 'en' }: { route: string | undefined; locale?: Locale }) {
      return (
        <CustomizationProvider customization={customization}>
          <CustomizationEvents routeName={route} locale={locale} host={host} />
        </CustomizationProvider>
      );
    }
    const { rerender } = render(<Page route="apply" />);
    rerender(<Page route="apply" />);
    rerender(<Page route="apply" locale="es" />);
    rerender(<Page route="apply" locale="es" />);
    rerender(<Page route={undefined} locale="es" />);
    rerender(<Page route="result/approved" locale="es" />);
    rerender(<Page route="result/approved" locale="en" />);
    act(() => host.setState({ terminal: 'success' }));
    expect(events).toEqual([
      { event: 'screen-view', step: 'apply' },
      { event: 'language', status: 'es' },
      { event: 'screen-view', step: 'result/approved' },
      { event: 'language', status: 'en' },
      { event: 'outcome', status: 'success' },
    ]);
    expect(dataLayer).toEqual([]);
  });
});

describe('onError: route errors and API faults, without the error itself', () => {
  const config = readConfig();

  it('reports a server error and a call without an answer, and nothing for an answer or an abort', async () => {
    const onError = vi.fn();
    const answers: (() => Promise<Response>)[] = [
      async () => new Response('{}', { status: 200 }),
      async () => new Response('{}', { status: 422 }),
      async () => new Response('oops', { status: 503 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => Promise.reject(new DOMException('aborted', 'AbortError')),
    ];
    vi.stubGlobal('fetch', () => answers.shift()!());
    const faulty = createFaultReportingFetch(() => ({ onError }));
    try {
      expect((await faulty('/api/a')).status).toBe(200);
      expect((await faulty('/api/b')).status).toBe(422);
      expect((await faulty('/api/c?ssn=123456789')).status).toBe(503);
      await expect(faulty('/api/d')).rejects.toThrow('Failed to fetch');
      await expect(faulty('/api/e')).rejects.toThrow('aborted');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(onError.mock.calls).toEqual([[{ kind: 'api', status: 503 }], [{ kind: 'api', status: null }]]);
  });

  it('reports a route that fails to load, with its status only', async () => {
    const onError = vi.fn();
    const services = createAppServices(config, { storage: null, search: '' });
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('ssn 123-45-6789 broke the loader');
        },
        errorElement: <RouteError />,
      },
    ]);
    render(
      <ServicesProvider services={services}>
        <CustomizationProvider customization={{ onError }}>
          <RouterProvider router={router} />
        </CustomizationProvider>
      </ServicesProvider>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledWith({ kind: 'route', status: null }));
    expect(JSON.stringify(onError.mock.calls)).not.toContain('123-45-6789');
  });
});
