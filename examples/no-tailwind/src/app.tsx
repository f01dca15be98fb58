import { Button } from '@leasekit/ui/button';
import { ErrorSummary } from '@leasekit/ui/error-summary';
import { ThemeProvider, breezeBrand } from '@leasekit/ui/theme-provider';

/**
 * A page with no Tailwind: its own heading, styled by its own CSS, and the kit's error summary and
 * Continue button in the Breeze brand inside the kit root. The `mt-3` on the page's paragraph is a
 * Tailwind class the page has no Tailwind for: the kit's sheet does not style it outside the kit root.
 */
export function App() {
  return (
    <main className="page">
      <h1>Checkout</h1>
      <p data-testid="page-text" className="mt-3">
        The page&apos;s own text.
      </p>
      <ThemeProvider brand={breezeBrand} applyToDocument={false}>
        <div className="flex flex-col gap-4">
          <ErrorSummary errors={[{ id: 'email', message: 'Enter your email address' }]} />
          <label htmlFor="email">Email</label>
          <input id="email" />
          <Button>Continue</Button>
        </div>
      </ThemeProvider>
    </main>
  );
}
