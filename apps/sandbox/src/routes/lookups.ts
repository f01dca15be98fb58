import { API_CONTRACT } from '@leasekit/core/contract';
import type { ContractAnswer } from '@leasekit/core/contract';
import type { Hono } from 'hono';
import { EMPLOYERS, formatPlace, PLACES, ROUTING_NUMBERS, ZIP_CODES } from '../domain/us-data';
import type { AppEnv, Deps } from '../http/context';
import { body, fail, ok, query } from '../http/envelope';

/** The query of the routing-number lookup (the contract's `RoutingLookupQuery`). */
export const routingQuery = API_CONTRACT.routingLookup.request;

/** The query of the address suggestions (the contract's `AddressSuggestionsQuery`). */
export const suggestionsQuery = API_CONTRACT.addressSuggestions.request;

/** The body of the zip lookup (the contract's `ZipLookupRequest`). */
export const zipSchema = API_CONTRACT.zipLookup.request;

/** The query of the payroll employer search (the contract's `ContractRequest<'payrollEmployers'>`). */
export const employersQuery = API_CONTRACT.payrollEmployers.request;

/** Address, zip, routing and employer lookups (01 §7): public, no apply token needed. */
export function registerLookups(app: Hono<AppEnv>, _deps: Deps): void {
  app.get('/api/v1/addresses/suggestions', (c) => {
    const { searchText } = query(c, suggestionsQuery);
    const text = searchText.trim().toLowerCase();
    if (text.length < 3) return ok(c, {} satisfies ContractAnswer<'addressSuggestions'>);
    const matches = PLACES.filter((place) => formatPlace(place).toLowerCase().includes(text)).slice(0, 5);
    return ok(
      c,
      Object.fromEntries(
        matches.map((place) => [formatPlace(place), place.id]),
      ) satisfies ContractAnswer<'addressSuggestions'>,
    );
  });

  app.get('/api/v1/addresses/place/:placeId', (c) => {
    const place = PLACES.find((candidate) => candidate.id === c.req.param('placeId'));
    if (!place) return fail(c, 404, 'Place not found.');
    return ok(c, {
      result: {
        address_components: [
          { long_name: place.street_number, short_name: place.street_number, types: ['street_number'] },
          { long_name: place.route, short_name: place.route, types: ['route'] },
          { long_name: place.city, short_name: place.city, types: ['locality', 'political'] },
          {
            long_name: place.state,
            short_name: place.state,
            types: ['administrative_area_level_1', 'political'],
          },
          { long_name: place.zip, short_name: place.zip, types: ['postal_code'] },
          { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        ],
        formatted_address: formatPlace(place),
      },
    } satisfies ContractAnswer<'addressPlace'>);
  });

  app.post('/api/v1/addresses/zip', async (c) => {
    const { zip } = await body(c, zipSchema);
    const found = ZIP_CODES[zip.slice(0, 5)];
    if (!found) return fail(c, 404, 'Zip code not found.');
    return ok(c, { zip: zip.slice(0, 5), ...found } satisfies ContractAnswer<'zipLookup'>);
  });

  app.get('/:prefix/system/applications/banking/routing', (c) => {
    const { routing_number } = query(c, routingQuery);
    const bank = ROUTING_NUMBERS[routing_number];
    if (!bank) return fail(c, 404, 'Unable to find a bank for this routing number.');
    return ok(c, { routing_number, bank_name: bank } satisfies ContractAnswer<'routingLookup'>);
  });

  app.get('/api/v1/payroll/employers', (c) => {
    const { keyword } = query(c, employersQuery);
    const text = keyword.toLowerCase();
    const matches = EMPLOYERS.filter((employer) => employer.employerName.toLowerCase().includes(text));
    return ok(
      c,
      matches.map((employer) => ({
        id: employer.id,
        name: employer.employerName,
        employerName: employer.employerName,
        pdSupported: employer.pdSupported,
      })) satisfies ContractAnswer<'payrollEmployers'>,
    );
  });
}
