import * as React from 'react';
import { createTracker, LOCALES, type Locale, type MessageOverrides } from '@leasekit/core';
import type { Brand, BrandTheme, ErrorPageProps } from '@leasekit/ui';
import type { ElementSlot } from './element-slots';
import { applyElementClasses } from './element-classes';

type Tracker = ReturnType<typeof createTracker>;

export type { ElementSlot } from './element-slots';

/**
 * Brand values as data, merged over the selected brand's `theme` (`Brand.theme` of @leasekit/ui): each
 * value given wins, `tokens` merge token by token. Over a brand styled by a CSS file (no `theme`), give
 * `primary`, since every other token derives from it; without a primary anywhere the variables are not
 * applied.
 */
export type AppearanceVariables = Partial<BrandTheme>;

/** Extra classes per part, keyed by the part's `data-slot` name (typed: a misspelt slot fails). */
export type AppearanceElements = Readonly<Partial<Record<ElementSlot, string>>>;

/** How the application looks, over its brand. */
export interface LeaseApplicationAppearance {
  /** Brand values as data (colours, radius, fonts, tokens); none by default. */
  variables?: AppearanceVariables;
  /**
   * Classes added to every element of a `data-slot`, in the app's screens and in @leasekit/ui's
   * components alike (portalled dialogs and toasts included); none by default. See docs/customization.md
   * for how they combine with the kit's own classes.
   */
  elements?: AppearanceElements;
}

/**
 * Per-locale text overrides typed by message code (`'app.result.options'`, `'ui.loading'`), merged over
 * the brand's own (`Brand.messages`): an override given for one locale shows in that locale only, English
 * ones also where a locale has no text of its own. None by default.
 */
export type LeaseApplicationLocalization = MessageOverrides;

/** Props of the offer card, one per option amount on the approved screen (03 §3). */
export interface OfferCardProps {
  /** The option's label as the server sent it ('90 days same as cash'). */
  label: string;
  /** The amount, formatted for display ('$1,250.00'). */
  amount: string;
  /** The same amount in integer cents (125000), for a card that formats or compares it itself. */
  cents: number;
  /** The option's note, or null. */
  note: string | null;
  /** The shopper's language. */
  locale: Locale;
}

/** Props of the chosen store's details on the store selection screen (03 §3). */
export interface StoreDetailsProps {
  /** The store's name. */
  name: string;
  /** The store's billing address on one line. */
  address: string;
  /**
   * Spread on the store's heading: its id names the section and focus moves to it after a choice, so a
   * replacement keeps both by spreading these on its own heading.
   */
  headingProps: { id: string; ref: React.Ref<HTMLHeadingElement>; tabIndex: -1 };
  /** The shopper's language. */
  locale: Locale;
}

/** Props of the logo in the app bar. */
export interface LogoProps {
  /** The current brand (its name, logo, site), customisation applied. */
  brand: Brand;
}

/** Parts a team may replace with its own component; each falls back to the app's own. */
export interface LeaseApplicationComponents {
  /** One option amount on the approved screen; rendered inside the options' `<dl>`, so it holds a `dt` and `dd`s. */
  OfferCard?: React.ComponentType<OfferCardProps>;
  /** The chosen store's name and address on the store selection screen. */
  StoreDetails?: React.ComponentType<StoreDetailsProps>;
  /** The logo at the start of the app bar. */
  Logo?: React.ComponentType<LogoProps>;
  /**
   * Each error page (03 §2: 403, 404, the named not-found pages, 'Oops, Unknown Error'), given ui's
   * `ErrorPageProps` with `kind` and, on the unknown-error page, `onRetry`. Wrapping ui's `ErrorPage` keeps
   * its texts, heading and focus target and adds the team's own parts as children (a support link).
   */
  ErrorPage?: React.ComponentType<ErrorPageProps>;
}

/**
 * An analytics event: only `event`, `form`, `step` and `status`, after core's tracking guard (short texts
 * without digit runs or '@', small numbers), so no value the shopper typed can reach it. The events are
 * `form-progress` (the wizard's steps, 02 §7), `screen-view` (`step`: the route's name), `language`
 * (`status`: the language the shopper switched to) and `outcome` (`status`: the checkout's terminal
 * status sent to the host, 04).
 */
export type LeaseApplicationEvent = NonNullable<ReturnType<Tracker['track']>>;

/**
 * A fault for monitoring, without the error itself (it may carry form data): a route that failed to
 * load or render (`status` 403 or 404 when the router knows it, else none), or an API call with a server
 * error (`status` 500 and up) or no response at all (`status` null).
 */
export type LeaseApplicationError =
  { kind: 'route'; status: number | null } | { kind: 'api'; status: number | null };

/** Everything a lender team customises without copying the app; every field is optional. */
export interface LeaseApplicationCustomization {
  /** Brand values and per-part classes. */
  appearance?: LeaseApplicationAppearance;
  /** Text overrides per locale. */
  localization?: LeaseApplicationLocalization;
  /** Replaced parts. */
  components?: LeaseApplicationComponents;
  /** Analytics: called with each event after the guard; none by default. */
  onEvent?: (event: LeaseApplicationEvent) => void;
  /** Monitoring: called with each route error and API fault; none by default. */
  onError?: (error: LeaseApplicationError) => void;
}

const NO_CUSTOMIZATION: LeaseApplicationCustomization = {};

declare const process: { env: { NODE_ENV?: string } };

const CustomizationContext = React.createContext<LeaseApplicationCustomization>(NO_CUSTOMIZATION);

/** Props of {@link CustomizationProvider}. */
export interface CustomizationProviderProps {
  /** The team's customisation; none by default (the app as it ships). */
  customization?: LeaseApplicationCustomization;
  children?: React.ReactNode;
}

/**
 * Gives the customisation to the screens below and adds `appearance.elements`' classes to the
 * document's `data-slot` elements while mounted (taken off again on unmount or change).
 */
export function CustomizationProvider({
  customization = NO_CUSTOMIZATION,
  children,
}: CustomizationProviderProps) {
  const elements = customization.appearance?.elements;
  React.useLayoutEffect(
    () => (elements ? applyElementClasses(document.body, elements) : undefined),
    [elements],
  );
  React.useEffect(() => {
    // The customisation may come from untyped code: a misspelt key would be ignored without a word, so
    // development names it. Bundlers replace NODE_ENV, so a production build drops the block (inline
    // for that reason).
    if (typeof process === 'object' && process.env.NODE_ENV !== 'production') {
      const { appearance, components } = customization;
      const checks: [string, unknown, readonly string[]][] = [
        ['', customization, ['appearance', 'localization', 'components', 'onEvent', 'onError']],
        ['appearance', appearance, ['variables', 'elements']],
        [
          'appearance.variables',
          appearance?.variables,
          ['primary', 'secondary', 'accent', 'radius', 'fontSans', 'fontHeading', 'tokens'],
        ],
        ['components', components, ['OfferCard', 'StoreDetails', 'Logo', 'ErrorPage']],
      ];
      for (const [path, value, keys] of checks) {
        if (typeof value !== 'object' || value === null) continue;
        for (const [key, given] of Object.entries(value)) {
          const name = path ? `${path}.${key}` : key;
          if (!keys.includes(key))
            console.warn(
              `leasekit: the customisation's "${name}" is not one the application reads (${keys.join(', ')}); it is ignored.`,
            );
          else if (path === 'appearance.variables' && key !== 'tokens' && typeof given !== 'string')
            console.warn(
              `leasekit: the customisation's "${name}" is not a string (${typeof given}); give CSS values as strings.`,
            );
        }
      }
    }
  }, [customization]);
  return <CustomizationContext.Provider value={customization}>{children}</CustomizationContext.Provider>;
}

/** The nearest {@link CustomizationProvider}'s customisation; an empty one outside any. */
export function useCustomization(): LeaseApplicationCustomization {
  return React.useContext(CustomizationContext);
}

/** The team's replacement for a part, or the app's own `fallback` when none is given. */
export function useCustomComponent<K extends keyof LeaseApplicationComponents>(
  name: K,
  fallback: NonNullable<LeaseApplicationComponents[K]>,
): NonNullable<LeaseApplicationComponents[K]> {
  return useCustomization().components?.[name] ?? fallback;
}

function mergeTheme(theme: BrandTheme | undefined, variables: AppearanceVariables): BrandTheme | undefined {
  const primary = variables.primary ?? theme?.primary;
  if (primary === undefined) return theme;
  const tokens = theme?.tokens || variables.tokens ? { ...theme?.tokens, ...variables.tokens } : undefined;
  return { ...theme, ...variables, primary, ...(tokens ? { tokens } : {}) };
}

function mergeMessages(
  messages: MessageOverrides | undefined,
  localization: MessageOverrides,
): MessageOverrides {
  const merged: { [L in Locale]?: MessageOverrides[L] } = { ...messages };
  for (const locale of LOCALES) {
    if (localization[locale]) merged[locale] = { ...messages?.[locale], ...localization[locale] };
  }
  return merged;
}

/**
 * The brand with the customisation's `appearance.variables` merged over its `theme` and its
 * `localization` over its `messages`; the same brand object when the customisation has neither, so the
 * default changes nothing.
 */
export function getCustomizedBrand(brand: Brand, customization: LeaseApplicationCustomization): Brand {
  const variables = customization.appearance?.variables;
  const localization = customization.localization;
  if (!variables && !localization) return brand;
  const theme = variables ? mergeTheme(brand.theme, variables) : brand.theme;
  return {
    ...brand,
    ...(theme ? { theme } : {}),
    ...(localization ? { messages: mergeMessages(brand.messages, localization) } : {}),
  };
}

/**
 * The app's tracker with the team's `onEvent` beside the page's data layer: every event goes through
 * core's guard for each, so `onEvent` receives exactly what a tag manager would. `read` is called per
 * event, so a later customisation is honoured.
 */
export function createCustomizedTracker(read: () => LeaseApplicationCustomization): Tracker {
  const page = createTracker();
  const team = createTracker({ sink: (event) => read().onEvent?.(event) });
  return {
    track(event) {
      team.track(event);
      return page.track(event);
    },
    trackFormProgress(progress) {
      team.trackFormProgress(progress);
      return page.trackFormProgress(progress);
    },
    dispose() {
      team.dispose();
      page.dispose();
    },
  };
}

/**
 * A `fetch` that reports API faults to the team's `onError` (a response of 500 and up, or none at all)
 * and otherwise behaves as the global `fetch` (looked up per call). Only the status is reported: the
 * address and body may carry personal data.
 */
export function createFaultReportingFetch(read: () => LeaseApplicationCustomization): typeof fetch {
  return async (input, init) => {
    try {
      const response = await globalThis.fetch(input, init);
      if (response.status >= 500) read().onError?.({ kind: 'api', status: response.status });
      return response;
    } catch (error) {
      // An abort is the app's own doing (a timeout is reported by the answer it leads to), not a fault.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        read().onError?.({ kind: 'api', status: null });
      throw error;
    }
  };
}

/**
 * What {@link CustomizationEvents} watches: the current route, the shopper's language and the host
 * bridge's terminal status.
 */
export interface CustomizationEventsProps {
  /** The current route's name (`useRouteName`), undefined between routes. */
  routeName: string | undefined;
  /** The shopper's language; a change after the first render is a `language` event. */
  locale: Locale;
  /** The host bridge, whose terminal status is the checkout's outcome. */
  host: { getState(): { terminal: string | null }; subscribe(listener: () => void): () => void };
}

/**
 * Sends `screen-view` (each new route), `language` (each switch of the shopper's language, not the one
 * the app starts in) and `outcome` (each terminal status the host bridge sends) to the team's `onEvent`
 * through core's guard; only to `onEvent`, so the page's data layer receives what it did before.
 * Renders nothing.
 */
export function CustomizationEvents({ routeName, locale, host }: CustomizationEventsProps) {
  const { onEvent } = useCustomization();
  const latest = React.useRef(onEvent);
  React.useEffect(() => {
    latest.current = onEvent;
  });
  const [tracker] = React.useState(() => createTracker({ sink: (event) => latest.current?.(event) }));
  const lastRoute = React.useRef<string | undefined>(undefined);
  React.useEffect(() => {
    if (!routeName || routeName === lastRoute.current) return;
    lastRoute.current = routeName;
    tracker.track({ event: 'screen-view', step: routeName });
  }, [routeName, tracker]);
  const lastLocale = React.useRef(locale);
  React.useEffect(() => {
    if (locale === lastLocale.current) return;
    lastLocale.current = locale;
    tracker.track({ event: 'language', status: locale });
  }, [locale, tracker]);
  React.useEffect(() => {
    // A status restored from storage at start-up was reported by the page load that sent it.
    let last = host.getState().terminal;
    return host.subscribe(() => {
      const { terminal } = host.getState();
      if (terminal && terminal !== last) tracker.track({ event: 'outcome', status: terminal });
      last = terminal;
    });
  }, [host, tracker]);
  return null;
}
