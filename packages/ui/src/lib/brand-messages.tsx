import * as React from 'react';
import type { MessageOverrides } from '@leasekit/core';

/**
 * The current brand's text overrides, given by ThemeProvider to the components of its tree only (its
 * `Provider`): a context of its own, so a component reads them without importing the brands and their
 * logos. Undefined outside a provider.
 */
export const BrandMessagesContext = React.createContext<MessageOverrides | undefined>(undefined);

/**
 * The nearest ThemeProvider's brand texts (`Brand.messages`), passed to core's `t` by every component,
 * so two brands render side by side with their own texts; undefined outside a provider.
 */
export function useBrandMessages(): MessageOverrides | undefined {
  return React.useContext(BrandMessagesContext);
}
