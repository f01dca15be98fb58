import { ProgressSteps, type ProgressStep } from '@leasekit/ui/progress-steps';
import { BrandLogo, ThemeProvider } from '@leasekit/ui/theme-provider';
import { harborBrand, northwindBrand } from './brands';

export const metadata = { title: 'Two brands on one server' };

const steps: ProgressStep[] = [
  { id: 'about-you', title: 'About you', state: 'complete' },
  { id: 'income', title: 'Income', state: 'active' },
  { id: 'review', title: 'Review', state: 'upcoming' },
];

/**
 * Two brands side by side in one server render: each ThemeProvider (`applyToDocument={false}`) themes a
 * kit root of its own (`data-theme`) and gives its brand's texts to its own components only, so the
 * served HTML holds both brands' themes and texts at once.
 */
export default function BrandsPage() {
  return (
    <main
      style={{ display: 'grid', gap: '2rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}
    >
      {[northwindBrand, harborBrand].map((brand) => (
        <ThemeProvider key={brand.name} brand={brand} applyToDocument={false}>
          <section aria-label={brand.name}>
            <BrandLogo />
            <ProgressSteps steps={steps} />
          </section>
        </ThemeProvider>
      ))}
    </main>
  );
}
