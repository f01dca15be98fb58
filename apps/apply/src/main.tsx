import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readConfig } from './config';
import { createAppServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { createGuardRegistry } from './app/guards';
import { createAppRouter } from './app/router';
import { startApp } from './app/start';
import { applyBrandTexts, selectBrand } from './app/brand';
import {
  createCustomizedTracker,
  createFaultReportingFetch,
  CustomizationProvider,
  getCustomizedBrand,
  type LeaseApplicationCustomization,
} from './app/customization';
import { brands } from './variant';
import './app.css';

// The reference app ships as it is: no customisation (docs/customization.md describes the fields).
const customization: LeaseApplicationCustomization = {};
const config = readConfig();
const services = createAppServices(config, {
  brands,
  tracker: createCustomizedTracker(() => customization),
  fetch: createFaultReportingFetch(() => customization),
});
// The configured brand's texts are current from the first render (the loader's too).
applyBrandTexts(
  getCustomizedBrand(selectBrand({ brands, config, store: null, retailer: null }), customization),
);

function render(router: ReturnType<typeof createAppRouter>) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <CustomizationProvider customization={customization}>
          <RouterProvider router={router} />
        </CustomizationProvider>
      </ServicesProvider>
    </StrictMode>,
  );
}

// The router is created in a task of its own: evaluating the entry and creating the router (which
// matches the opening route and starts its loader) make one long task on a slow phone, and the page
// cannot answer a tap until it ends. The router comes before the locale, so the opening route's module
// loads while the locale's texts do.
setTimeout(() => {
  const router = createAppRouter(services, createGuardRegistry());
  void startApp(services, services.config.defaultLocale, () => render(router));
});
