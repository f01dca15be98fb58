import { readFileSync, statSync } from 'node:fs';
import { expect, type BrowserContext, type ConsoleMessage, type Frame, type Page } from '@playwright/test';

/**
 * Known personal data of a journey. Dates are ISO `YYYY-MM-DD`, the
 * others digits only.
 */
export interface KnownPersonalData {
  ssn: string;
  dateOfBirth: string;
  phone: string;
  bankAccount: string;
  cardNumber: string;
}

/** One written form of a piece of personal data, with the kind it belongs to (for failure messages). */
export interface PersonalDataVariant {
  kind: keyof KnownPersonalData;
  text: string;
}

/** Groups of digits joined by each separator a form, a formatter or a log could use. */
function joined(groups: string[]): string[] {
  return ['', '-', ' ', '.', '/', '_'].map((separator) => groups.join(separator));
}

function chunks(digits: string, size: number): string[] {
  return digits.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
}

/**
 * Every formatting of each value the journey could leak: digits only, dashed, spaced, dotted,
 * `(###) ###-####`, `+1`, `MM/DD/YYYY`, `YYYY-MM-DD`, `M/D/YYYY`, `DD/MM/YYYY`, two-digit years, the
 * UTC epoch (ms and s) of the birth date, and card or account numbers in groups of 4.
 */
export function personalDataVariants(data: KnownPersonalData): PersonalDataVariant[] {
  const out: PersonalDataVariant[] = [];
  const add = (kind: keyof KnownPersonalData, texts: string[]) => {
    for (const text of texts) if (!out.some((v) => v.text === text)) out.push({ kind, text });
  };
  const ssn = data.ssn;
  add('ssn', joined([ssn.slice(0, 3), ssn.slice(3, 5), ssn.slice(5)]));

  const [year, month, day] = data.dateOfBirth.split('-') as [string, string, string];
  const m = String(Number(month));
  const d = String(Number(day));
  const yy = year.slice(2);
  add('dateOfBirth', [
    ...joined([year, month, day]),
    ...joined([month, day, year]),
    ...joined([day, month, year]),
    ...joined([m, d, year]).filter((text) => /\D/.test(text)),
    ...joined([month, day, yy]).filter((text) => /\D/.test(text)),
    String(Date.UTC(Number(year), Number(month) - 1, Number(day))),
    String(Date.UTC(Number(year), Number(month) - 1, Number(day)) / 1000),
  ]);

  const phone = data.phone;
  const [area, exchange, line] = [phone.slice(0, 3), phone.slice(3, 6), phone.slice(6)];
  add('phone', [
    ...joined([area, exchange, line]),
    `(${area}) ${exchange}-${line}`,
    `(${area})${exchange}-${line}`,
    `(${area}) ${exchange} ${line}`,
    `+1${phone}`,
    `+1 ${area} ${exchange} ${line}`,
    `+1 ${area}-${exchange}-${line}`,
    `+1 (${area}) ${exchange}-${line}`,
    `1-${area}-${exchange}-${line}`,
    // 01 §5: a phone may be typed with a space after each digit.
    phone.split('').join(' '),
  ]);

  add('bankAccount', [...joined(chunks(data.bankAccount, 4)), data.bankAccount]);
  add('cardNumber', [
    ...joined(chunks(data.cardNumber, 4)),
    // Amex-style 4-6-5 and the 4-6-6 grouping some formatters use.
    ...joined([data.cardNumber.slice(0, 4), data.cardNumber.slice(4, 10), data.cardNumber.slice(10)]),
  ]);
  return out;
}

/** The same text as it may be written in a URL, a JSON string or a form post (decoded once or twice). */
function readings(text: string): string[] {
  const out = [text];
  let current = text;
  for (let i = 0; i < 2; i += 1) {
    try {
      const next = decodeURIComponent(current.replace(/\+/g, ' '));
      if (next === current) break;
      out.push(next);
      current = next;
    } catch {
      break;
    }
  }
  // JSON escapes a slash as \/ in some encoders.
  out.push(text.replace(/\\\//g, '/'));
  return out;
}

/**
 * The variants found in `text` (in any of its readings), each only when not part of a longer run of
 * digits (a timestamp or an id that happens to contain the digits is not a leak).
 */
export function findPersonalData(text: string, variants: PersonalDataVariant[]): PersonalDataVariant[] {
  const found: PersonalDataVariant[] = [];
  for (const reading of readings(text)) {
    for (const variant of variants) {
      if (found.includes(variant)) continue;
      let index = reading.indexOf(variant.text);
      while (index !== -1) {
        const before = reading[index - 1] ?? '';
        const after = reading[index + variant.text.length] ?? '';
        if (!/\d/.test(before) && !/\d/.test(after)) {
          found.push(variant);
          break;
        }
        index = reading.indexOf(variant.text, index + 1);
      }
    }
  }
  return found;
}

/** One thing a journey wrote somewhere personal data must never go. */
export interface Observation {
  /** Where: `url`, `console`, `localStorage`, `sessionStorage`, `indexedDB`, `cookie`, `tracking`… */
  place: string;
  text: string;
  /** The frame or page the observation came from. */
  source?: string;
}

/** What an init script in every document reports through the `__leakProbe` binding. */
const PROBE_SCRIPT = () => {
  const report = (place: string, payload: unknown) => {
    let text: string;
    try {
      text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    } catch {
      text = String(payload);
    }
    const probe = (window as unknown as { __leakProbe?: (place: string, text: string) => Promise<void> })
      .__leakProbe;
    void probe?.(place, text).catch(() => undefined);
  };
  // Every URL the document shows, including hash routes changed in place.
  report('url', location.href);
  window.addEventListener('hashchange', () => report('url', location.href));
  window.addEventListener('popstate', () => report('url', location.href));
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      report('url', location.href);
      return result;
    };
  }
  // Storage, cookie and IndexedDB writes, caught as they happen (a later removal hides nothing).
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    report(this === window.localStorage ? 'localStorage' : 'sessionStorage', `${key}=${value}`);
    return setItem.call(this, key, value);
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie?.get && cookie.set) {
    const { get, set } = cookie;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        return get.call(this) as string;
      },
      set(this: Document, value: string) {
        report('cookie', value);
        set.call(this, value);
      },
    });
  }
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      report('indexedDB', { store: this.name, value, key });
      return original.call(this, value, key);
    };
  }
  const update = IDBCursor.prototype.update;
  IDBCursor.prototype.update = function (this: IDBCursor, value: unknown) {
    report('indexedDB', { value });
    return update.call(this, value);
  };
  // A tag manager's data layer, where the app's tracker pushes its 'form-progress' events (02 §7).
  const layer: unknown[] = [];
  layer.push = (...events: unknown[]) => {
    for (const event of events) report('tracking', event);
    return Array.prototype.push.apply(layer, events);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
};

/** Reads every store a document can keep data in: local and session storage, cookies, IndexedDB. */
const DUMP_SCRIPT = async () => {
  const out: { place: string; text: string }[] = [];
  const dump = (storage: Storage, place: string) => {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)!;
      out.push({ place, text: `${key}=${storage.getItem(key) ?? ''}` });
    }
  };
  dump(localStorage, 'localStorage');
  dump(sessionStorage, 'sessionStorage');
  if (document.cookie) out.push({ place: 'cookie', text: document.cookie });
  const databases = await indexedDB.databases();
  for (const info of databases) {
    if (!info.name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    for (const name of Array.from(db.objectStoreNames)) {
      const store = db.transaction(name, 'readonly').objectStore(name);
      const [values, keys] = await Promise.all(
        [store.getAll(), store.getAllKeys()].map(
          (request) =>
            new Promise<unknown>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
            }),
        ),
      );
      out.push({ place: 'indexedDB', text: `${info.name}/${name}: ${JSON.stringify({ keys, values })}` });
    }
    db.close();
  }
  out.push({ place: 'indexedDB', text: `databases: ${JSON.stringify(databases.map((d) => d.name))}` });
  return out;
};

/**
 * Watches a browser context for personal data: every request and navigation URL (frames and popups
 * included), console output and page errors of every frame, storage, cookie and IndexedDB writes as they
 * happen, the `form-progress` events pushed onto the pages' `dataLayer`, and `Set-Cookie` answers.
 * {@link LeakProbe.snapshot} adds what the documents hold at that moment.
 */
export class LeakProbe {
  readonly observations: Observation[] = [];
  private readonly pending: Promise<void>[] = [];

  private constructor(readonly context: BrowserContext) {}

  /** Installs the probe on a context before any of its pages loads. */
  static async install(context: BrowserContext): Promise<LeakProbe> {
    const probe = new LeakProbe(context);
    await context.exposeBinding('__leakProbe', (source, place: string, text: string) => {
      probe.observations.push({ place, text, source: source.frame.url() });
    });
    await context.addInitScript(PROBE_SCRIPT);
    context.on('request', (request) => probe.add('url', request.url(), request.frame().url()));
    context.on('response', (response) => {
      const cookie = response.headers()['set-cookie'];
      if (cookie) probe.add('cookie', cookie, response.url());
      const location = response.headers()['location'];
      if (location) probe.add('url', location, response.url());
    });
    context.on('console', (message) => probe.console(message));
    context.on('weberror', (error) => probe.add('console', String(error.error()), 'pageerror'));
    const watch = (page: Page) => {
      page.on('framenavigated', (frame) => probe.add('url', frame.url(), 'navigation'));
      page.on('websocket', (socket) => probe.add('url', socket.url(), 'websocket'));
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    return probe;
  }

  /** Records one observation. */
  add(place: string, text: string, source?: string): void {
    this.observations.push({ place, text, source });
  }

  private console(message: ConsoleMessage): void {
    const source = message.page()?.url() ?? '';
    this.add('console', message.text(), source);
    // Objects print as previews in text(); their full values are read too.
    this.pending.push(
      Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => '')))
        .then((values) => this.add('console', JSON.stringify(values), source))
        .catch(() => undefined),
    );
  }

  /** Reads storage, cookies and IndexedDB of every frame of every open page, and the context's cookies. */
  async snapshot(label: string): Promise<void> {
    for (const page of this.context.pages()) {
      for (const frame of page.frames()) {
        if (frame.isDetached() || !/^https?:/.test(frame.url())) continue;
        const dumped = await frame.evaluate(DUMP_SCRIPT);
        for (const item of dumped) this.add(item.place, item.text, `${label} ${frame.url()}`);
      }
    }
    for (const cookie of await this.context.cookies()) {
      this.add(
        'cookie',
        `${cookie.name}=${cookie.value}; domain=${cookie.domain}; path=${cookie.path}`,
        label,
      );
    }
  }

  /** Waits for console arguments still being read. */
  async settle(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** The observations of one place. */
  at(place: string): Observation[] {
    return this.observations.filter((observation) => observation.place === place);
  }
}

/** Fails listing each observation that carries a variant of the known personal data. */
export function expectNoPersonalData(
  where: string,
  texts: readonly (Observation | string)[],
  variants: PersonalDataVariant[],
): void {
  const leaks: string[] = [];
  for (const item of texts) {
    const observation = typeof item === 'string' ? { place: where, text: item } : item;
    for (const variant of findPersonalData(observation.text, variants)) {
      leaks.push(
        `${variant.kind} as "${variant.text}" in ${observation.place}${
          observation.source ? ` (${observation.source})` : ''
        }: ${observation.text.slice(0, 300)}`,
      );
    }
  }
  expect(leaks, `personal data in ${where}`).toEqual([]);
}

/** The size of a file now (0 when it does not exist yet), to read only what is written after. */
export function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** The text of a file from a byte offset. */
export function readFrom(path: string, offset: number): string {
  return readFileSync(path).subarray(offset).toString('utf8');
}

/**
 * Fails when a frame shows a full SSN or bank account number: in its visible text or in an input that
 * is not being typed in (02 §5: SSN and ID keep only the last 4; account numbers too).
 */
export async function expectOnlyLastFourOnScreen(
  frame: Frame,
  variants: PersonalDataVariant[],
): Promise<void> {
  const shown = await frame.evaluate(() => {
    const inputs = Array.from(document.querySelectorAll('input, textarea'))
      .filter((element) => element !== document.activeElement)
      .map((element) => (element as HTMLInputElement).value);
    return [document.body.innerText, ...inputs];
  });
  expectNoPersonalData(
    `the screen of ${frame.url()}`,
    shown,
    variants.filter((variant) => variant.kind === 'ssn' || variant.kind === 'bankAccount'),
  );
}
