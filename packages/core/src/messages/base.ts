// The English texts every page may show, in a module of their own so the main entry carries only them:
// the flows' parts (catalog/application.ts, checkout.ts, …) load on demand (loadMessages in ./index.ts).
import { mergeCatalogues } from './merge';
import * as errors from './catalog/errors';
import * as format from './catalog/format';
import * as lists from './catalog/lists';
import * as ui from './catalog/ui';
import * as app from './catalog/app';

/**
 * The base of the English catalogue: the app shell and store selection, the error pages and the error
 * texts any page may show, and the ui components' texts (option search's hints among them). The form
 * toolkit's rule messages are a part of their own (`validation`), which the schema form loads as it
 * mounts. Internal: the catalogue `t` starts from.
 */
export const base = /* @__PURE__ */ mergeCatalogues(errors.en, format.en, lists.en, ui.en, app.en);
