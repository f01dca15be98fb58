import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { INVALID_DATA } from './envelope';
import { safeText } from './fields';

/** What a fault does to a call. */
export const FAULT_MODES = ['timeout', '500', '422', '406', 'drop'] as const;

/** A fault request: the next `count` calls to `path` (optionally one method) misbehave. */
export const faultSchema = z.object({
  path: safeText('path', 500).startsWith('/', 'The path must start with /.'),
  mode: z.enum(FAULT_MODES, { error: 'The mode must be one of timeout, 500, 422, 406, drop.' }),
  count: z.number().int().min(1).max(1000).default(1),
  method: safeText('method', 10).toUpperCase().optional(),
  /**
   * For `422`: the field errors the answer carries (`{'dotted.field.name': ['message', …]}`), so a test can
   * see them on its fields; `{fault: ['Injected fault.']}` by default.
   */
  data: z.record(safeText('field name', 200), z.array(safeText('message', 500))).optional(),
});

/** A registered fault. */
export type Fault = z.output<typeof faultSchema>;

/**
 * Fault injection for tests of the app's error handling: `timeout` holds the call without answering (until
 * the client gives up or the server closes), `500` answers 500 with no body, `422` answers a 422 envelope
 * (with the fault's `data` as its field errors when given),
 * `406` answers a 406 envelope with `data.code` 'E_INJECTED_FAULT',
 * `drop` destroys the connection. Kept in memory: faults are for the running process only.
 */
export function createFaults() {
  const faults: Fault[] = [];
  const held = new Set<() => void>();
  const holdListeners = new Set<(path: string) => void>();

  function take(method: string, path: string): Fault | null {
    const index = faults.findIndex(
      (fault) => fault.path === path && (!fault.method || fault.method === method),
    );
    if (index < 0) return null;
    const fault = faults[index]!;
    fault.count -= 1;
    if (fault.count <= 0) faults.splice(index, 1);
    return fault;
  }

  const middleware: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
    if (c.req.path.startsWith('/__sandbox/faults')) return next();
    const fault = take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.mode === '500') return c.body(null, 500);
    if (fault.mode === '422') {
      return c.json(
        { status: false, code: 422, data: fault.data ?? { fault: ['Injected fault.'] }, error: INVALID_DATA },
        422,
      );
    }
    if (fault.mode === '406') {
      // A checkout-level refusal (03 §8): the app reports it to the host as CHECKOUT_ERROR with data.code.
      return c.json(
        {
          status: false,
          code: 406,
          data: { code: 'E_INJECTED_FAULT', message: 'Injected checkout error.' },
          error: 'Injected checkout error.',
        },
        406,
      );
    }
    if (fault.mode === 'drop') {
      c.env?.incoming?.socket?.destroy();
      return new Promise<Response>(() => undefined);
    }
    return new Promise<Response>((resolve) => {
      const release = () => {
        held.delete(release);
        c.env?.incoming?.socket?.destroy();
        resolve(new Response(null, { status: 503 }));
      };
      held.add(release);
      for (const listener of holdListeners) listener(c.req.path);
    });
  };

  return {
    middleware,
    /** Registers a fault. */
    add(fault: Fault) {
      faults.push({ ...fault });
    },
    /** The faults still pending. */
    list(): Fault[] {
      return faults.map((fault) => ({ ...fault }));
    },
    /** Removes every pending fault. */
    clear() {
      faults.length = 0;
    },
    /** How many calls are being held by `timeout` faults. */
    heldCount(): number {
      return held.size;
    },
    /** Calls `listener` whenever a call starts being held; returns the unsubscribe function. */
    onHold(listener: (path: string) => void): () => void {
      holdListeners.add(listener);
      return () => holdListeners.delete(listener);
    },
    /** Drops every held call (on shutdown). */
    releaseAll() {
      for (const release of [...held]) release();
    },
  };
}

/** The fault injector of an app. */
export type Faults = ReturnType<typeof createFaults>;
