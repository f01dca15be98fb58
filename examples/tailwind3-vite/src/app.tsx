import { Button } from '@leasekit/ui/button';
import { ErrorSummary } from '@leasekit/ui/error-summary';
import { ThemeProvider, breezeBrand } from '@leasekit/ui/theme-provider';

/**
 * The team's v3 page (its own utilities: `space-y-8`, `mt-3`) with the kit's error summary and Continue
 * button in the Breeze brand, inside the kit root ThemeProvider renders.
 */
export function App() {
  return (
    <main className="mx-auto max-w-xl space-y-8 p-6">
      <p data-testid="team-text" className="mt-3 text-gray-700">
        The team&apos;s own page, styled by its Tailwind v3 build.
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
