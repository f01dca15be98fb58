/**
 * The answer schemas of the retail store selection's calls, in a module of their own that the store
 * imports on demand (docs/decisions/0001-contract-schemas.md): the store sits on an app's first route,
 * and its import starts with the first call, so the schemas and zod/mini's core arrive in a lazily
 * loaded chunk while the answer is on its way.
 */
export { retailerCall, retailStoreCall, retailStoresCall } from '../contract/calls/application';
