import type { MessageCatalogue } from './en';
import { mergeCatalogues } from './merge';
import { es as errors } from './catalog/es/errors';
import { es as validation } from './catalog/es/validation';
import { es as income } from './catalog/es/income';
import { es as offers } from './catalog/es/offers';
import { es as cards } from './catalog/es/cards';
import { es as checkout } from './catalog/es/checkout';
import { es as results } from './catalog/es/results';
import { es as wizard } from './catalog/es/wizard';
import { es as hvac } from './catalog/es/hvac';
import { es as delivery } from './catalog/es/delivery';
import { es as payroll } from './catalog/es/payroll';
import { es as lists } from './catalog/es/lists';
import { es as format } from './catalog/es/format';
import { es as ui } from './catalog/es/ui';
import { es as recurrence } from './catalog/es/recurrence';
import { es as upload } from './catalog/es/upload';
import { es as app } from './catalog/es/app';
import { es as application } from './catalog/es/application';

/**
 * The Spanish catalogue (01 §1): the texts of `catalog/es/*.ts`, each file typed against its English
 * twin, so a code that English lacks does not compile. Codes it leaves out show in English.
 *
 * This module is what `loadLocale('es')` fetches on demand, in its own chunk, so pages in English never
 * download it. It registers nothing by itself (the package stays free of side effects): tests, Storybook
 * and server renders that need Spanish synchronously import it from `@leasekit/core/messages/es` and
 * call `registerLocale('es', es)` once.
 */
export const es: MessageCatalogue = /* @__PURE__ */ mergeCatalogues(
  errors,
  validation,
  income,
  offers,
  cards,
  checkout,
  results,
  wizard,
  hvac,
  delivery,
  payroll,
  lists,
  format,
  ui,
  recurrence,
  upload,
  application,
  app,
);
