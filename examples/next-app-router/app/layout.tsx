import type { ReactNode } from 'react';
import { getThemeAttributes } from '@leasekit/core';
import { ThemeProvider, breezeBrand } from '@leasekit/ui/theme-provider';
import '@leasekit/ui/styles.css';
// Breeze's font, which the kit's sheets do not carry: loaded because this page shows breeze.
import '@leasekit/ui/fonts/nunito.css';

export const metadata = { title: 'leasekit on the App Router' };

/**
 * The brand is rendered on <html> by the server (getThemeAttributes), so the first paint is the
 * brand's; ThemeProvider (a client component) gives the brand's data to the components below. The id is
 * written out: in a server component `breezeBrand`, an export of a 'use client' module, is only a
 * reference to pass on as a prop, and reading its `id` here gave undefined (the default theme).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...getThemeAttributes('breeze')}>
      <body>
        <ThemeProvider brand={breezeBrand}>{children}</ThemeProvider>
      </body>
    </html>
  );
}
