import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as application from '../routes/application';
import * as cards from '../routes/cards';
import * as checkout from '../routes/checkout';
import * as entry from '../routes/entry';
import * as identity from '../routes/identity';
import * as lookups from '../routes/lookups';
import * as payroll from '../routes/payroll';
import * as faults from '../http/faults';
import { technicianZod } from '../domain/technician';
import {
  apply,
  CART,
  DEMO_KEY,
  fill,
  startCheckout,
  startSandbox,
  type TestSandbox,
} from '../../test/helpers';

/**
 * Characters no text field may hold: C0 controls (NUL, ESC, newline), DEL, C1 controls (NEL, CSI), the
 * line and paragraph separators, and the bidirectional marks, overrides and isolates.
 */
const HOSTILE = [
  '\u0000',
  '\u001b',
  '\n',
  '\t',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];

/**
 * Values of the shapes the request fields take (names, ids, digits, dates, URLs, sku:type lists, paths),
 * so that a hostile character is tried inside a value that the field's own format would otherwise let
 * through.
 */
const BASES = [
  'Acme',
  'TV-55:pickup',
  '12345',
  '4242',
  '2026-11-30',
  '08:00-12:00',
  'https://shop.example.com/thanks',
  '/api/v1/x',
  '0b7c5d4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e',
  'key-0123456789',
  'XXX-XX-6789',
  '(555) 987-6543',
  'true',
];

/** Every way of putting a hostile character into a base value: before, after, and inside it. */
function hostileValues(): string[] {
  const values: string[] = [];
  for (const base of BASES) {
    for (const bad of HOSTILE) {
      values.push(`${bad}${base}`, `${base}${bad}`, `${base.slice(0, 1)}${bad}${base.slice(1)}`);
      values.push(`${base.slice(0, -1)}${bad}${base.slice(-1)}`);
    }
  }
  return values;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a schema can take a string as its input (directly, or as one arm of a union or a pipe). */
function takesString(schema: z.ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return takesString(def.innerType as z.ZodType);
    case 'union':
      return (def.options as z.ZodType[]).some(takesString);
    case 'pipe':
      return takesString(def.in as z.ZodType);
    default:
      return false;
  }
}

/** Every place in a schema that takes text: object properties, array elements and record values. */
function textSlots(schema: z.ZodType, path: string, out: { path: string; schema: z.ZodType }[] = []) {
  const def = defOf(schema);
  const slot = (child: z.ZodType, at: string) => {
    if (takesString(child)) out.push({ path: at, schema: child });
    textSlots(child, at, out);
  };
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>))
        slot(child, `${path}.${key}`);
      break;
    case 'array':
      slot(def.element as z.ZodType, `${path}.0`);
      break;
    case 'record':
      // Only values: a record's keys name fields (the step forms' flattened paths), and a key that names
      // no field is never read.
      slot(def.valueType as z.ZodType, `${path}.<value>`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      textSlots(def.innerType as z.ZodType, path, out);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) textSlots(option, path, out);
      break;
    case 'pipe':
      textSlots(def.in as z.ZodType, path, out);
      textSlots(def.out as z.ZodType, path, out);
      break;
  }
  return out;
}

/** The request schemas the sandbox's route modules export, by module and name. */
function requestSchemas(): { name: string; schema: z.ZodType }[] {
  const modules = { application, cards, checkout, entry, identity, lookups, payroll, faults };
  const found: { name: string; schema: z.ZodType }[] = [];
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // The core's contract schemas (zod/mini) and the sandbox's own (zod) alike.
      if (value instanceof z.core.$ZodType)
        found.push({ name: `${moduleName}.${name}`, schema: value as z.ZodType });
    }
  }
  found.push({ name: 'technician.technicianZod', schema: technicianZod('2026-11-21') });
  return found;
}

describe('every text field of every request schema refuses control and bidirectional-override characters', () => {
  it('walks the exported request schemas and finds no text field that takes NUL, ESC, a newline, C1 controls, line separators or bidi overrides', () => {
    const schemas = requestSchemas();
    // The walk reaches the schemas of every route module (the cart, the cancel, the card charge …).
    expect(schemas.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'entry.createCheckoutSchema',
        'entry.initiateQuery',
        'checkout.cancelSchema',
        'checkout.scheduleSchema',
        'checkout.previewQuery',
        'cards.processSchema',
        'payroll.enrolSchema',
        'faults.faultSchema',
      ]),
    );
    const values = hostileValues();
    const accepted: string[] = [];
    let slots = 0;
    for (const { name, schema } of schemas) {
      for (const slot of textSlots(schema, name)) {
        slots += 1;
        const taken = values.find((value) => z.safeParse(slot.schema, value).success);
        if (taken !== undefined) accepted.push(`${slot.path} takes ${JSON.stringify(taken)}`);
      }
    }
    expect(slots).toBeGreaterThan(40);
    expect(accepted).toEqual([]);
  });

  it('the technician form of an HVAC e-sign refuses a C1 control in the technician’s name', () => {
    const parsed = technicianZod('2026-11-21').safeParse({
      name: 'Pat\u0085Quinn',
      phone: '5559876543',
      email: 'pat@example.com',
      quote: '1200.00',
    });
    expect(parsed.success).toBe(false);
  });
});

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const createCheckout = (cartId: unknown) =>
  sandbox.call('POST', '/api/v2/checkout', {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
    body: {
      store_id: 1,
      cart_id: cartId,
      cart: { items: CART },
      cart_type_id: 1,
      return_url_thankyou: 'https://shop.example.com/thanks',
      return_url_failure: 'https://shop.example.com/failed',
      test: true,
    },
  });

describe('the retailer’s cart id', () => {
  it.each([
    ['NUL', 'cart\u0000-1'],
    ['ESC', 'cart\u001b[31m-1'],
    ['a right-to-left override', 'cart-\u202e1-trac'],
    ['a first-strong isolate', 'cart-\u2068x\u2069'],
    ['a C1 control', 'cart\u009b-1'],
  ])(
    'POST /api/v2/checkout refuses a cart_id holding %s with a 422 naming cart_id, and takes a plain one',
    async (_, cartId) => {
      const created = await createCheckout(cartId);
      expect(created.http).toBe(422);
      expect(created.json).toMatchObject({ status: false, error: 'The given data was invalid.' });
      expect(created.json.data.cart_id).toEqual(['The cart id contains characters that are not allowed.']);
      expect((await createCheckout('cart-2026-0001')).http).toBe(200);
      expect((await createCheckout(918273)).http).toBe(200);
    },
  );
});

describe('the checkout cancel’s code and message', () => {
  async function approvedCheckout() {
    const started = await startCheckout(sandbox);
    const { token } = await apply(sandbox, started.token, await fill(sandbox, 'option-a'));
    return { token, checkoutId: started.checkoutId };
  }

  it.each([
    ['code', 'ESC', { code: 'E_\u001b[2JCLEARED' }],
    ['code', 'NUL', { code: 'E_MISSING\u0000' }],
    ['code', 'a right-to-left override', { code: '\u202eSNOITPO_GNISSIM_E' }],
    ['message', 'a left-to-right isolate', { message: 'Bye\u2066 now' }],
    ['message', 'a newline', { message: 'line one\nline two' }],
  ])(
    'refuses a %s holding %s (422 naming it): the checkout stays open, its result never carries the text to the shop page, and a plain code still cancels',
    async (field, _, body) => {
      const { token, checkoutId } = await approvedCheckout();
      const cancelled = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/cancel`, {
        token,
        body,
      });
      expect(cancelled.http).toBe(422);
      expect(cancelled.json.data).toEqual({
        [field]: [`The ${field} contains characters that are not allowed.`],
      });
      const view = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data;
      expect(view.current_step).toBe(4);
      expect(view.result).toBeNull();

      const plain = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/cancel`, {
        token,
        body: { code: 'E_MISSING_OPTIONS', message: 'No delivery options for the cart.' },
      });
      expect(plain.http).toBe(200);
      const after = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data;
      expect(after.result).toMatchObject({ status: 'cancelled', data: { code: 'E_MISSING_OPTIONS' } });
    },
  );
});
