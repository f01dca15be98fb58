import { Button } from '@leasekit/ui/button';
import { ThemeProvider, breezeBrand } from '@leasekit/ui/theme-provider';

/**
 * The team's page: its own shadcn-style button (`bg-primary` from its own tokens) and, beside it, the
 * kit's Continue button in the Breeze brand, inside the kit root ThemeProvider renders when it does not
 * theme the whole document.
 */
export function App() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-semibold">Checkout</h1>
      <button
        type="button"
        data-testid="team-button"
        className="rounded-lg bg-primary px-4 py-2 text-primary-foreground"
      >
        Team action
      </button>
      <ThemeProvider brand={breezeBrand} applyToDocument={false}>
        <section aria-label="Lease with Breeze" className="flex flex-col gap-4">
          <Button data-testid="kit-button">Continue</Button>
        </section>
      </ThemeProvider>
    </main>
  );
}
