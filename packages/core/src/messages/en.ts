// The English catalogue and the types derived from it, in a module of their own so the Spanish catalogue
// can be typed against it without importing the locale registry (which loads the Spanish one).
import { mergeCatalogues } from './merge';
import * as errors from './catalog/errors';
import * as validation from './catalog/validation';
import * as income from './catalog/income';
import * as offers from './catalog/offers';
import * as cards from './catalog/cards';
import * as checkout from './catalog/checkout';
import * as results from './catalog/results';
import * as wizard from './catalog/wizard';
import * as hvac from './catalog/hvac';
import * as delivery from './catalog/delivery';
import * as payroll from './catalog/payroll';
import * as lists from './catalog/lists';
import * as format from './catalog/format';
import * as ui from './catalog/ui';
import * as recurrence from './catalog/recurrence';
import * as upload from './catalog/upload';
import * as app from './catalog/app';
import * as application from './catalog/application';

/** The English catalogue: every product text of the spec, keyed by a stable code. */
export const en = /* @__PURE__ */ mergeCatalogues(
  errors.en,
  validation.en,
  income.en,
  offers.en,
  cards.en,
  checkout.en,
  results.en,
  wizard.en,
  hvac.en,
  delivery.en,
  payroll.en,
  lists.en,
  format.en,
  ui.en,
  recurrence.en,
  upload.en,
  application.en,
  app.en,
);

/**
 * The message codes an app adds to the catalogue, declared by module augmentation so that its codes are
 * typed wherever a code is (schemas, validation messages, overrides, `t`), and a misspelt one fails
 * type-checking. Empty by default. The keys are the codes; their values are not read:
 *
 * ```ts
 * declare module '@leasekit/core' {
 *   interface AppMessages {
 *     'shop.greeting': string;
 *   }
 * }
 * ```
 *
 * The texts themselves are registered at run time with `registerMessages` (or inside a registered
 * locale's catalogue).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface apps augment
export interface AppMessages {}

/** A code of the message catalogue: a built-in one, or one an app declared in {@link AppMessages}. */
export type MessageCode = keyof typeof en | Extract<keyof AppMessages, string>;

/** A locale's catalogue: a text per code. A code it lacks shows in English. */
export type MessageCatalogue = Partial<Record<MessageCode, string>>;
