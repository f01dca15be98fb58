import { useContext, useSyncExternalStore } from 'react';
import type { Locale } from '../messages';
import { documentLocale, LocaleContext } from './locale-context';

const noSubscription = () => () => {};

/**
 * The locale texts show in, alone: the nearest provider's (`LocaleProvider` or `LocaleStoreProvider`;
 * re-rendering when it switches), else the document's `lang` when it is a known locale (shipped or
 * registered), else English. The same locale as `useLocale().locale`, without the setter and the bound
 * `t`: what `@leasekit/ui`'s components read, so a page of them carries no locale store.
 */
export function useCurrentLocale(): Locale {
  const store = useContext(LocaleContext);
  const getLocale = store ? () => store.getState().locale : documentLocale;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, getLocale, getLocale);
}
