import type { SqlDriver } from './driver';
import type { DataVault } from './vault';
import { CATALOGUE, optionKey } from '../domain/toolkit';
import type {
  ApplicationDoc,
  CheckoutDoc,
  OutboxMessage,
  Retailer,
  SessionRow,
  Store,
} from '../domain/types';

/** The schema version this module migrates to. */
export const SCHEMA_VERSION = 1;

const TABLES = [
  'meta',
  'retailers',
  'stores',
  'sessions',
  'entry_tickets',
  'applications',
  'checkouts',
  'pins',
  'pin_codes',
  'rate_counters',
  'identity_checks',
  'payroll',
  'payroll_raises',
  'sign_requests',
  'cards',
  'payments',
  'outbox',
  'link_tokens',
  'toolkit_files',
  'toolkit_options',
];

const MIGRATIONS: string[] = [
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS retailers (
     id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, api_key_hash TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS stores (
     id INTEGER PRIMARY KEY, retailer_id INTEGER NOT NULL, slug TEXT NOT NULL, name TEXT NOT NULL,
     doc TEXT NOT NULL, UNIQUE (retailer_id, slug));
   CREATE TABLE IF NOT EXISTS sessions (
     id INTEGER PRIMARY KEY AUTOINCREMENT, token_hash TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS applications (
     id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT NOT NULL UNIQUE, store_id INTEGER NOT NULL,
     ssn_hash TEXT, retrieval_key TEXT, doc TEXT NOT NULL);
   CREATE INDEX IF NOT EXISTS applications_ssn ON applications (ssn_hash);
   CREATE INDEX IF NOT EXISTS applications_retrieval ON applications (retrieval_key);
   CREATE TABLE IF NOT EXISTS checkouts (
     id INTEGER PRIMARY KEY AUTOINCREMENT, entry_key TEXT NOT NULL UNIQUE, retailer_id INTEGER NOT NULL,
     application_id INTEGER, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS pins (application_id INTEGER PRIMARY KEY, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS identity_checks (
     id INTEGER PRIMARY KEY AUTOINCREMENT, application_id INTEGER NOT NULL, link_hash TEXT NOT NULL UNIQUE,
     doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS payroll (
     application_id INTEGER PRIMARY KEY, link_hash TEXT, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS sign_requests (token_hash TEXT PRIMARY KEY, checkout_id INTEGER NOT NULL,
     doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS cards (id TEXT PRIMARY KEY, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS payments (id TEXT PRIMARY KEY, checkout_id INTEGER, doc TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, doc TEXT NOT NULL);`,
  // The one payroll raise of an application: its row is the claim that settles concurrent enrolments.
  `CREATE TABLE IF NOT EXISTS payroll_raises (
     application_id INTEGER PRIMARY KEY, employer_id INTEGER NOT NULL, raised_at BIGINT NOT NULL);`,
  // Link tokens keep their expiry and use in columns, so one conditional UPDATE claims a token.
  `CREATE TABLE IF NOT EXISTS link_tokens (
     token_hash TEXT PRIMARY KEY, purpose TEXT NOT NULL, subject_id BIGINT NOT NULL,
     expires_at BIGINT NOT NULL, confirmed_at BIGINT, used_at BIGINT);
   CREATE INDEX IF NOT EXISTS link_tokens_subject ON link_tokens (purpose, subject_id);`,
  // PINs by application and holder (the application's owner, or one session reaching it by retrieval), in
  // columns so that tries and sends are counted by one atomic statement; the first migration's `pins`
  // (one JSON document an application) is no longer read. Windowed counters for the limits that meet a
  // person (a phone number, an e-mail address, the target of a look-up), keyed by a keyed HMAC.
  `CREATE TABLE IF NOT EXISTS pin_codes (
     application_id INTEGER NOT NULL, holder TEXT NOT NULL, hash TEXT NOT NULL, salt TEXT NOT NULL,
     mode TEXT NOT NULL, expires_at BIGINT NOT NULL, attempts INTEGER NOT NULL, sends INTEGER NOT NULL,
     first_sent_at BIGINT NOT NULL, maxed INTEGER NOT NULL, PRIMARY KEY (application_id, holder));
   CREATE TABLE IF NOT EXISTS rate_counters (
     counter_key TEXT PRIMARY KEY, reset_at BIGINT NOT NULL, hits INTEGER NOT NULL);
   CREATE INDEX IF NOT EXISTS rate_counters_reset ON rate_counters (reset_at);`,
  // Entry tickets: the one-time token an entry URL carries, exchanged once for the session's own token.
  `CREATE TABLE IF NOT EXISTS entry_tickets (
     ticket_hash TEXT PRIMARY KEY, session_id BIGINT NOT NULL, expires_at BIGINT NOT NULL,
     exchanged_at BIGINT);`,
  // The generic toolkit's files and options (01 §7 "File upload", "Select search", "Taggable create").
  // A file's name and bytes are sealed like an application (an uploaded document is as personal), as
  // base64 text: libsql cannot bind a binary parameter, so a BLOB/BYTEA column would not be portable.
  // Options with no session are the seeded catalogue, written here so databases seeded before it get it.
  `CREATE TABLE IF NOT EXISTS toolkit_files (
     id TEXT PRIMARY KEY, session_id BIGINT NOT NULL, token_hash TEXT NOT NULL, name TEXT NOT NULL,
     mime TEXT NOT NULL, size BIGINT NOT NULL, created_at BIGINT NOT NULL, body TEXT NOT NULL);
   CREATE INDEX IF NOT EXISTS toolkit_files_session ON toolkit_files (session_id);
   CREATE TABLE IF NOT EXISTS toolkit_options (
     id TEXT PRIMARY KEY, session_id BIGINT, text TEXT NOT NULL, text_key TEXT NOT NULL, grp TEXT,
     created_at BIGINT NOT NULL);
   CREATE INDEX IF NOT EXISTS toolkit_options_session ON toolkit_options (session_id);
   INSERT INTO toolkit_options (id, session_id, text, text_key, grp, created_at) VALUES ${CATALOGUE.map(
     (option) =>
       `(${sqlText(option.value)}, NULL, ${sqlText(option.text)}, ${sqlText(optionKey(option.text))}, ${sqlText(option.group)}, 0)`,
   ).join(', ')} ON CONFLICT (id) DO NOTHING;`,
];

/** A constant as an SQL string literal (the catalogue's migration; never request data). */
function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The first key of a PostgreSQL advisory lock that migrating and seeding hold (the second is the
 * schema's, so test databases in separate schemas do not wait for each other).
 */
const MIGRATION_LOCK = 0x1ea5e;

/** The meta row holding a keyed HMAC of a fixed text: it tells whether a key is the database's key. */
const KEY_CHECK = 'data_key_check';

/** A PIN as stored: only a salted hash of the code (empty once used), with its holder's counts. */
export interface PinRecord {
  hash: string;
  salt: string;
  expires_at: number;
  /** Wrong codes, and codes being checked, since the last right one. */
  attempts: number;
  /** Sends in the window that started at `first_sent_at`. */
  sends: number;
  first_sent_at: number;
  maxed: boolean;
  mode: 'sms' | 'email';
}

/** A new PIN to send: its salted hash and where and how long it is valid. */
export interface PinIssue {
  hash: string;
  salt: string;
  mode: 'sms' | 'email';
  expires_at: number;
}

/** An identity check (01 §3 Identity check: id, completed) and the hash of its link token. */
export interface IdentityCheckRecord {
  id: number;
  application_id: number;
  completed: boolean;
  sends: number;
  created_at: string;
}

/** A payroll enrolment (02 §3 Payroll). */
export interface PayrollRecord {
  employerId: number;
  employerName: string;
  type: 'async' | 'sync';
  platform: string;
  state: 'enrolled' | 'initiated' | 'completed' | 'error';
  linkOpened: boolean;
  links: number;
}

/** The payroll raise an application got: which employer's enrolment raised it, and when (epoch ms). */
export interface PayrollRaiseRecord {
  employerId: number;
  raisedAt: number;
}

/** A request to sign a contract, redeemed once by the signing page. */
export interface SignRequestRecord {
  session_id: number;
  expires_at: number;
  used: boolean;
}

/** What a link token opens: an identity check, a payroll connection or a contract signing. */
export type LinkPurpose = 'identity' | 'payroll' | 'sign';

/**
 * A link token sent to the shopper (SMS link, signing URL), stored only as its hash. `subject_id` is the
 * identity check's id, the application's id (payroll) or the checkout's id (signing); times are epoch ms.
 */
export interface LinkTokenRecord {
  token_hash: string;
  purpose: LinkPurpose;
  subject_id: number;
  expires_at: number;
  /** When the shopper confirmed it on its page (identity links), or null. */
  confirmed_at: number | null;
  /** When it was used up, or null while it may still be used. */
  used_at: number | null;
}

/** A tokenised card: never the number, only what the card rules read (02 §5). */
export interface CardRecord {
  id: string;
  application_id: number | null;
  brand: string;
  last4: string;
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  outcome: 'approve' | 'decline' | 'error';
  created_at: string;
}

/** A card payment. */
export interface PaymentRecord {
  id: string;
  application_id: number;
  checkout_id: number | null;
  card_id: string;
  amount_cents: number;
  status: 'succeeded' | 'declined' | 'failed';
  /** The key the app sent with the charge; a repeat with the same key gets this payment's outcome. */
  idempotency_key?: string;
  created_at: string;
}

/** An uploaded file as stored, without its bytes (01 §3 "Uploaded file"). */
export interface ToolkitFileRecord {
  id: string;
  session_id: number;
  /** SHA-256 of the file's download token; the token itself is handed out once, in the upload answer. */
  token_hash: string;
  original_name: string;
  /** The type found from the content, never the client's. */
  mime: string;
  size: number;
  /** Epoch milliseconds. */
  created_at: number;
}

/** An option of the toolkit's catalogue (no session) or one a session created. */
export interface ToolkitOptionRecord {
  id: string;
  session_id: number | null;
  text: string;
  group: string | null;
  created_at: number;
}

/** The seed data the repository writes on first start. */
export interface SeedData {
  retailers: (Retailer & { api_key_hash: string })[];
  stores: Store[];
  applications: (Omit<ApplicationDoc, 'id'> & { ssn_hash: string; retrieval_key: string })[];
}

const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const linkTokenOf = (row: Record<string, unknown>): LinkTokenRecord => ({
  token_hash: String(row.token_hash),
  purpose: String(row.purpose) as LinkPurpose,
  subject_id: Number(row.subject_id),
  expires_at: Number(row.expires_at),
  confirmed_at: nullableNumber(row.confirmed_at),
  used_at: nullableNumber(row.used_at),
});

const parse = <T>(row: { doc?: unknown } | undefined): T | undefined =>
  row ? (JSON.parse(String(row.doc)) as T) : undefined;

const toPin = (row: Record<string, unknown>): PinRecord => ({
  hash: String(row.hash),
  salt: String(row.salt),
  expires_at: Number(row.expires_at),
  attempts: Number(row.attempts),
  sends: Number(row.sends),
  first_sent_at: Number(row.first_sent_at),
  maxed: Number(row.maxed) === 1,
  mode: row.mode === 'email' ? 'email' : 'sms',
});

/** The lookup keys of an application as the routes give them: the secret material, or null. */
export interface ApplicationKeys {
  ssn_hash: string | null;
  retrieval_key: string | null;
}

/** The count of a hit counter in its current window (`countHit`). */
export interface HitCount {
  hits: number;
  /** When the window ends, in epoch milliseconds. */
  resetAt: number;
}

/**
 * The sandbox's only data layer: every route reads and writes through these functions, and only this
 * module contains SQL, written once for SQLite and PostgreSQL (`./dialect.ts` says what is portable).
 * Swap the engine by passing another `SqlDriver`.
 *
 * Every read of a document that a request may write back (a session, an application, a checkout, a PIN,
 * a link token…) ends in `FOR UPDATE`: inside a request's transaction (`src/http/atomic.ts`) the row stays
 * locked until the request ends, so two requests on two instances that read-modify-write one document
 * run one after the other, and the second reads what the first wrote. Outside a transaction the lock
 * lasts only for the statement. A new read of that kind takes `FOR UPDATE` too; a counter or a
 * single-use mark is better still settled by one statement (`UPDATE … WHERE … RETURNING`, an upsert). Applications (SSN, date of birth,
 * bank account, income) are stored sealed by `vault`, and their lookup keys only as its keyed HMACs
 *.
 */
export function createRepository(sql: SqlDriver, vault: DataVault) {
  const context = (uuid: string) => `applications:${uuid}`;
  const sealApplication = (application: Omit<ApplicationDoc, 'id'> & { id: number }) =>
    vault.seal(JSON.stringify(application), context(application.uuid));
  const openApplication = (row: Record<string, unknown> | undefined): ApplicationDoc | undefined =>
    row ? (JSON.parse(vault.open(String(row.doc), context(String(row.uuid)))) as ApplicationDoc) : undefined;
  const lookup = (material: string | null) => (material === null ? null : vault.lookup(material));
  const claimLinkToken = async (
    hash: string,
    purpose: LinkPurpose,
    now: number,
    confirmed = false,
  ): Promise<number | null> => {
    const row = await sql.get<{ subject_id: number }>(
      `UPDATE link_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?${
        confirmed ? ' AND confirmed_at IS NOT NULL' : ''
      } RETURNING subject_id`,
      [now, hash, purpose, now],
    );
    return row ? Number(row.subject_id) : null;
  };
  const writeSeed = async (data: SeedData) => {
    for (const { api_key_hash, ...retailer } of data.retailers) {
      await sql.run('INSERT INTO retailers (id, slug, api_key_hash, doc) VALUES (?, ?, ?, ?)', [
        retailer.id,
        retailer.slug,
        api_key_hash,
        JSON.stringify(retailer),
      ]);
    }
    for (const store of data.stores) {
      await sql.run('INSERT INTO stores (id, retailer_id, slug, name, doc) VALUES (?, ?, ?, ?, ?)', [
        store.id,
        store.retailer_id,
        store.slug,
        store.name,
        JSON.stringify(store),
      ]);
    }
    for (const { ssn_hash, retrieval_key, ...application } of data.applications) {
      const { lastInsertRowid } = await sql.run(
        'INSERT INTO applications (uuid, store_id, ssn_hash, retrieval_key, doc) VALUES (?, ?, ?, ?, ?)',
        [application.uuid, application.store_id, lookup(ssn_hash), lookup(retrieval_key), '{}'],
      );
      await sql.run('UPDATE applications SET doc = ? WHERE id = ?', [
        sealApplication({ ...application, id: lastInsertRowid }),
        lastInsertRowid,
      ]);
    }
    await sql.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['seeded', String(SCHEMA_VERSION)]);
  };
  const toolkitFileOf = (row: Record<string, unknown>): ToolkitFileRecord => ({
    id: String(row.id),
    session_id: Number(row.session_id),
    token_hash: String(row.token_hash),
    original_name: vault.open(String(row.name), `toolkit_files:${row.id}`),
    mime: String(row.mime),
    size: Number(row.size),
    created_at: Number(row.created_at),
  });
  const toolkitOptionOf = (row: Record<string, unknown>): ToolkitOptionRecord => ({
    id: String(row.id),
    session_id: nullableNumber(row.session_id),
    text: String(row.text),
    group: row.grp === null || row.grp === undefined ? null : String(row.grp),
    created_at: Number(row.created_at),
  });
  return {
    /**
     * Creates the tables; returns whether the database was empty before. With `seed`, an empty
     * database is seeded in the same transaction. The whole runs under a lock (PostgreSQL's advisory
     * lock; SQLite's write lock), so instances starting at once migrate one after the other and seed
     * once. Every migration runs on every start, so each must be able to run again (`IF NOT EXISTS`).
     * Refuses a database sealed with another data key: every instance must share one `DATA_KEY`.
     */
    async migrate(seed?: () => SeedData): Promise<{ fresh: boolean }> {
      return sql.transaction(async (tx) => {
        if (sql.dialect === 'postgres')
          await tx.get('SELECT pg_advisory_xact_lock(?, hashtext(current_schema()))', [MIGRATION_LOCK]);
        for (const migration of MIGRATIONS) await tx.exec(migration);
        const check = vault.lookup(KEY_CHECK);
        await tx.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [
          KEY_CHECK,
          check,
        ]);
        const stored = await tx.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [KEY_CHECK]);
        if (stored?.value !== check)
          throw new Error(
            'This database was sealed with another data key: give every instance the same DATA_KEY.',
          );
        const seeded = await tx.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', ['seeded']);
        if (!seeded && seed) await writeSeed(seed());
        return { fresh: !seeded };
      });
    },

    /** Writes the seed data in one transaction and marks the database seeded. */
    async seed(data: SeedData): Promise<void> {
      await sql.transaction(() => writeSeed(data));
    },

    /** Drops every table (used by `npm run sandbox:reset` before migrating and seeding again). */
    async wipe(): Promise<void> {
      for (const name of TABLES) await sql.exec(`DROP TABLE IF EXISTS ${name}`);
    },

    // Retailers and stores

    /** A retailer by slug. */
    async getRetailerBySlug(slug: string): Promise<Retailer | undefined> {
      return parse(await sql.get('SELECT doc FROM retailers WHERE slug = ?', [slug]));
    },
    /** A retailer by id. */
    async getRetailer(id: number): Promise<Retailer | undefined> {
      return parse(await sql.get('SELECT doc FROM retailers WHERE id = ?', [id]));
    },
    /** The retailer owning an API key, by the key's hash. */
    async getRetailerByApiKeyHash(hash: string): Promise<Retailer | undefined> {
      return parse(await sql.get('SELECT doc FROM retailers WHERE api_key_hash = ?', [hash]));
    },
    /** Every retailer, by id. */
    async listRetailers(): Promise<Retailer[]> {
      return (await sql.all('SELECT doc FROM retailers ORDER BY id')).map((row) => parse<Retailer>(row)!);
    },
    /** A store by id. */
    async getStore(id: number): Promise<Store | undefined> {
      return parse(await sql.get('SELECT doc FROM stores WHERE id = ?', [id]));
    },
    /** A store of a retailer by slug. */
    async getStoreBySlug(retailerId: number, slug: string): Promise<Store | undefined> {
      return parse(
        await sql.get('SELECT doc FROM stores WHERE retailer_id = ? AND slug = ?', [retailerId, slug]),
      );
    },
    /** One page of a retailer's stores whose name or slug contains `q`, by name. */
    async listStores(
      retailerId: number,
      q: string,
      page: number,
      perPage: number,
    ): Promise<{ items: Store[]; total: number }> {
      const like = `%${q.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      const where = "retailer_id = ? AND (LOWER(name) LIKE ? ESCAPE '\\' OR LOWER(slug) LIKE ? ESCAPE '\\')";
      const total = await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM stores WHERE ${where}`, [
        retailerId,
        like,
        like,
      ]);
      const rows = await sql.all(`SELECT doc FROM stores WHERE ${where} ORDER BY name LIMIT ? OFFSET ?`, [
        retailerId,
        like,
        like,
        perPage,
        (page - 1) * perPage,
      ]);
      return { items: rows.map((row) => parse<Store>(row)!), total: Number(total?.n ?? 0) };
    },
    /** Every store, by id. */
    async listAllStores(): Promise<Store[]> {
      return (await sql.all('SELECT doc FROM stores ORDER BY id')).map((row) => parse<Store>(row)!);
    },

    // Sessions

    /** Creates a session for a token hash. */
    async createSession(tokenHash: string, session: Omit<SessionRow, 'id'>): Promise<SessionRow> {
      const { lastInsertRowid } = await sql.run('INSERT INTO sessions (token_hash, doc) VALUES (?, ?)', [
        tokenHash,
        '{}',
      ]);
      const row = { ...session, id: lastInsertRowid };
      await sql.run('UPDATE sessions SET doc = ? WHERE id = ?', [JSON.stringify(row), lastInsertRowid]);
      return row;
    },
    /** A session by id. */
    async getSession(id: number): Promise<SessionRow | undefined> {
      return parse(await sql.get('SELECT doc FROM sessions WHERE id = ?', [id]));
    },
    /** The session of a token hash. */
    async getSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return parse(await sql.get('SELECT doc FROM sessions WHERE token_hash = ? FOR UPDATE', [tokenHash]));
    },
    /** Saves a session. */
    async saveSession(session: SessionRow): Promise<void> {
      await sql.run('UPDATE sessions SET doc = ? WHERE id = ?', [JSON.stringify(session), session.id]);
    },
    /**
     * Moves a session's expiry, and nothing else: every request touches its session, and writing the
     * whole document back would undo what a concurrent request saved meanwhile (its application id).
     */
    async touchSession(id: number, expiresAt: number): Promise<void> {
      // A transaction with the row locked rather than a JSON function: those differ between engines.
      await sql.transaction(async (tx) => {
        const row = await tx.get<{ doc: string }>('SELECT doc FROM sessions WHERE id = ? FOR UPDATE', [id]);
        if (!row) return;
        await tx.run('UPDATE sessions SET doc = ? WHERE id = ?', [
          JSON.stringify({ ...(JSON.parse(row.doc) as SessionRow), expires_at: expiresAt }),
          id,
        ]);
      });
    },

    /**
     * Gives a session a new token hash, only while it still has `currentHash` (null: whatever it has).
     * Returns whether it changed: of two rotations racing from the same token, one wins and the other's
     * token is already gone.
     */
    async rotateSessionToken(id: number, currentHash: string | null, nextHash: string): Promise<boolean> {
      const { changes } =
        currentHash === null
          ? await sql.run('UPDATE sessions SET token_hash = ? WHERE id = ?', [nextHash, id])
          : await sql.run('UPDATE sessions SET token_hash = ? WHERE id = ? AND token_hash = ?', [
              nextHash,
              id,
              currentHash,
            ]);
      return changes === 1;
    },

    // Entry tickets

    /** Creates the entry ticket (by its hash) of a session, good until `expiresAt` (epoch ms). */
    async createEntryTicket(ticketHash: string, sessionId: number, expiresAt: number): Promise<void> {
      await sql.run('INSERT INTO entry_tickets (ticket_hash, session_id, expires_at) VALUES (?, ?, ?)', [
        ticketHash,
        sessionId,
        expiresAt,
      ]);
    },
    /**
     * Uses up an entry ticket in one statement: the session id when the ticket exists, has not expired
     * by `now` and was never exchanged; undefined otherwise, so of two racing exchanges only one wins.
     */
    async redeemEntryTicket(ticketHash: string, now: number): Promise<number | undefined> {
      const row = await sql.get<{ session_id: number }>(
        'UPDATE entry_tickets SET exchanged_at = ? WHERE ticket_hash = ? AND exchanged_at IS NULL AND expires_at > ? RETURNING session_id',
        [now, ticketHash, now],
      );
      return row ? Number(row.session_id) : undefined;
    },

    // Applications

    /** Creates an application; the id is assigned here. */
    async createApplication(
      application: Omit<ApplicationDoc, 'id'>,
      keys: ApplicationKeys,
    ): Promise<ApplicationDoc> {
      const { lastInsertRowid } = await sql.run(
        'INSERT INTO applications (uuid, store_id, ssn_hash, retrieval_key, doc) VALUES (?, ?, ?, ?, ?)',
        [application.uuid, application.store_id, lookup(keys.ssn_hash), lookup(keys.retrieval_key), '{}'],
      );
      const doc = { ...application, id: lastInsertRowid };
      await sql.run('UPDATE applications SET doc = ? WHERE id = ?', [sealApplication(doc), lastInsertRowid]);
      return doc;
    },
    /** An application by id. */
    async getApplication(id: number): Promise<ApplicationDoc | undefined> {
      return openApplication(
        await sql.get('SELECT uuid, doc FROM applications WHERE id = ? FOR UPDATE', [id]),
      );
    },
    /** An application by uuid. */
    async getApplicationByUuid(uuid: string): Promise<ApplicationDoc | undefined> {
      return openApplication(
        await sql.get('SELECT uuid, doc FROM applications WHERE uuid = ? FOR UPDATE', [uuid]),
      );
    },
    /** Saves an application with its lookup keys (the secret material; stored as keyed HMACs). */
    async saveApplication(application: ApplicationDoc, keys: ApplicationKeys): Promise<void> {
      await sql.run('UPDATE applications SET doc = ?, ssn_hash = ?, retrieval_key = ? WHERE id = ?', [
        sealApplication(application),
        lookup(keys.ssn_hash),
        lookup(keys.retrieval_key),
        application.id,
      ]);
    },
    /** The newest application matching a retrieval lookup (last name, SSN and date of birth). */
    async findApplicationByRetrievalKey(material: string): Promise<ApplicationDoc | undefined> {
      return openApplication(
        await sql.get('SELECT uuid, doc FROM applications WHERE retrieval_key = ? ORDER BY id DESC LIMIT 1', [
          vault.lookup(material),
        ]),
      );
    },
    /** Applications with this SSN (its lookup material), newest first. */
    async listApplicationsBySsnHash(material: string): Promise<ApplicationDoc[]> {
      return (
        await sql.all('SELECT uuid, doc FROM applications WHERE ssn_hash = ? ORDER BY id DESC', [
          vault.lookup(material),
        ])
      ).map((row) => openApplication(row)!);
    },
    /** How many applications exist (tests and the outbox page). */
    async countApplications(): Promise<number> {
      return Number((await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM applications'))?.n ?? 0);
    },

    // Checkouts

    /** Creates a checkout reachable through an entry key. */
    async createCheckout(entryKey: string, checkout: Omit<CheckoutDoc, 'id'>): Promise<CheckoutDoc> {
      const { lastInsertRowid } = await sql.run(
        'INSERT INTO checkouts (entry_key, retailer_id, application_id, doc) VALUES (?, ?, ?, ?)',
        [entryKey, checkout.retailer_id, checkout.application_id, '{}'],
      );
      const doc = { ...checkout, id: lastInsertRowid };
      await sql.run('UPDATE checkouts SET doc = ? WHERE id = ?', [JSON.stringify(doc), lastInsertRowid]);
      return doc;
    },
    /** A checkout by id. */
    async getCheckout(id: number): Promise<CheckoutDoc | undefined> {
      return parse(await sql.get('SELECT doc FROM checkouts WHERE id = ? FOR UPDATE', [id]));
    },
    /** A checkout by its entry key. */
    async getCheckoutByEntryKey(key: string): Promise<CheckoutDoc | undefined> {
      return parse(await sql.get('SELECT doc FROM checkouts WHERE entry_key = ? FOR UPDATE', [key]));
    },
    /** Saves a checkout. */
    async saveCheckout(checkout: CheckoutDoc): Promise<void> {
      await sql.run('UPDATE checkouts SET doc = ?, application_id = ? WHERE id = ?', [
        JSON.stringify(checkout),
        checkout.application_id,
        checkout.id,
      ]);
    },

    // PINs

    /**
     * The PIN of an application held by `holder`: `owner` for the sessions that own the application, or
     * one retrieving session's own key, so that session's sends and wrong codes never reach the owner's.
     */
    async getPin(applicationId: number, holder: string): Promise<PinRecord | undefined> {
      const row = await sql.get(
        'SELECT hash, salt, expires_at, attempts, sends, first_sent_at, maxed, mode FROM pin_codes WHERE application_id = ? AND holder = ? FOR UPDATE',
        [applicationId, holder],
      );
      return row ? toPin(row) : undefined;
    },
    /**
     * Replaces the holder's PIN with a new one and counts the send, in one statement: refused (undefined)
     * when the holder is maxed or already sent `maxSends` in the window of `windowMs` that is still open
     * at `now`. Wrong codes stay counted across sends.
     */
    async issuePin(
      applicationId: number,
      holder: string,
      pin: PinIssue,
      now: number,
      limit: { maxSends: number; windowMs: number },
    ): Promise<PinRecord | undefined> {
      const windowEnded = now - limit.windowMs;
      const row = await sql.get(
        `INSERT INTO pin_codes (application_id, holder, hash, salt, mode, expires_at, attempts, sends, first_sent_at, maxed)
         VALUES (?, ?, ?, ?, ?, ?, 0, 1, ?, 0)
         ON CONFLICT (application_id, holder) DO UPDATE SET
           hash = excluded.hash, salt = excluded.salt, mode = excluded.mode, expires_at = excluded.expires_at,
           sends = CASE WHEN pin_codes.first_sent_at <= ? THEN 1 ELSE pin_codes.sends + 1 END,
           first_sent_at = CASE WHEN pin_codes.first_sent_at <= ? THEN excluded.first_sent_at ELSE pin_codes.first_sent_at END
         WHERE pin_codes.maxed = 0 AND (pin_codes.first_sent_at <= ? OR pin_codes.sends < ?)
         RETURNING hash, salt, expires_at, attempts, sends, first_sent_at, maxed, mode`,
        [
          applicationId,
          holder,
          pin.hash,
          pin.salt,
          pin.mode,
          pin.expires_at,
          now,
          windowEnded,
          windowEnded,
          windowEnded,
          limit.maxSends,
        ],
      );
      return row ? toPin(row) : undefined;
    },
    /**
     * Takes one try of the holder's PIN before the code is compared, in one statement, so concurrent
     * guesses never compare more than `maxAttempts` codes: undefined when there is no live PIN (none,
     * used, expired at `now`, maxed, or its tries all taken), else the PIN with the try counted.
     */
    async takePinAttempt(
      applicationId: number,
      holder: string,
      now: number,
      maxAttempts: number,
    ): Promise<PinRecord | undefined> {
      const row = await sql.get(
        `UPDATE pin_codes SET attempts = attempts + 1
         WHERE application_id = ? AND holder = ? AND maxed = 0 AND hash <> '' AND expires_at > ? AND attempts < ?
         RETURNING hash, salt, expires_at, attempts, sends, first_sent_at, maxed, mode`,
        [applicationId, holder, now, maxAttempts],
      );
      return row ? toPin(row) : undefined;
    },
    /** Marks the holder's PIN maxed: no more tries or sends. */
    async maxPin(applicationId: number, holder: string): Promise<void> {
      await sql.run('UPDATE pin_codes SET maxed = 1 WHERE application_id = ? AND holder = ?', [
        applicationId,
        holder,
      ]);
    },
    /** Clears the tries after the right code; the PIN stays valid (the checkout items are still to confirm). */
    async keepPin(applicationId: number, holder: string, hash: string): Promise<void> {
      await sql.run(
        'UPDATE pin_codes SET attempts = 0 WHERE application_id = ? AND holder = ? AND hash = ?',
        [applicationId, holder, hash],
      );
    },
    /** Uses up the holder's PIN after the right code; false when a concurrent confirm used it first. */
    async usePin(applicationId: number, holder: string, hash: string): Promise<boolean> {
      const { changes } = await sql.run(
        "UPDATE pin_codes SET hash = '', attempts = 0 WHERE application_id = ? AND holder = ? AND hash = ?",
        [applicationId, holder, hash],
      );
      return changes === 1;
    },

    // Identity checks

    /** Creates an identity check whose link carries a token with this hash. */
    async createIdentityCheck(
      linkHash: string,
      check: Omit<IdentityCheckRecord, 'id'>,
    ): Promise<IdentityCheckRecord> {
      const { lastInsertRowid } = await sql.run(
        'INSERT INTO identity_checks (application_id, link_hash, doc) VALUES (?, ?, ?)',
        [check.application_id, linkHash, '{}'],
      );
      const doc = { ...check, id: lastInsertRowid };
      await sql.run('UPDATE identity_checks SET doc = ? WHERE id = ?', [
        JSON.stringify(doc),
        lastInsertRowid,
      ]);
      return doc;
    },
    /** An identity check by id. */
    async getIdentityCheck(id: number): Promise<IdentityCheckRecord | undefined> {
      return parse(await sql.get('SELECT doc FROM identity_checks WHERE id = ? FOR UPDATE', [id]));
    },
    /** The newest identity check of an application. */
    async getLatestIdentityCheck(applicationId: number): Promise<IdentityCheckRecord | undefined> {
      return parse(
        await sql.get(
          'SELECT doc FROM identity_checks WHERE application_id = ? ORDER BY id DESC LIMIT 1 FOR UPDATE',
          [applicationId],
        ),
      );
    },
    /** Saves an identity check, optionally with a new link token hash. */
    async saveIdentityCheck(check: IdentityCheckRecord, linkHash?: string): Promise<void> {
      if (linkHash) {
        await sql.run('UPDATE identity_checks SET doc = ?, link_hash = ? WHERE id = ?', [
          JSON.stringify(check),
          linkHash,
          check.id,
        ]);
      } else {
        await sql.run('UPDATE identity_checks SET doc = ? WHERE id = ?', [JSON.stringify(check), check.id]);
      }
    },

    // Payroll

    /** The payroll enrolment of an application. */
    async getPayroll(applicationId: number): Promise<PayrollRecord | undefined> {
      return parse(
        await sql.get('SELECT doc FROM payroll WHERE application_id = ? FOR UPDATE', [applicationId]),
      );
    },
    /** Saves a payroll enrolment, optionally with a new link token hash. */
    async savePayroll(applicationId: number, payroll: PayrollRecord, linkHash?: string): Promise<void> {
      const current = await sql.get<{ link_hash: string | null }>(
        'SELECT link_hash FROM payroll WHERE application_id = ?',
        [applicationId],
      );
      await sql.run(
        'INSERT INTO payroll (application_id, link_hash, doc) VALUES (?, ?, ?) ON CONFLICT (application_id) DO UPDATE SET link_hash = excluded.link_hash, doc = excluded.doc',
        [applicationId, linkHash ?? current?.link_hash ?? null, JSON.stringify(payroll)],
      );
    },

    /** The payroll raise an application got, if any. */
    async getPayrollRaise(applicationId: number): Promise<PayrollRaiseRecord | undefined> {
      const row = await sql.get<{ employer_id: number; raised_at: number }>(
        'SELECT employer_id, raised_at FROM payroll_raises WHERE application_id = ?',
        [applicationId],
      );
      return row ? { employerId: Number(row.employer_id), raisedAt: Number(row.raised_at) } : undefined;
    },
    /**
     * Settles the one payroll raise of an application, atomically: in one transaction, claims the raise
     * for `employerId` (an insert that does nothing when the application already has one) and, only when
     * this call made the claim, saves `raise` of the application as read inside the transaction. A
     * concurrent call, in this process or another instance, waits on the claim and then reads the raised
     * application; a later one finds the claim. Returns the application as settled, the raise in force
     * and whether this call made it.
     */
    async settlePayrollRaise(
      applicationId: number,
      employerId: number,
      raisedAt: number,
      raise: (application: ApplicationDoc) => ApplicationDoc,
    ): Promise<{ application: ApplicationDoc; raise: PayrollRaiseRecord; raised: boolean }> {
      return sql.transaction(async (tx) => {
        const claim = await tx.run(
          'INSERT INTO payroll_raises (application_id, employer_id, raised_at) VALUES (?, ?, ?) ON CONFLICT (application_id) DO NOTHING',
          [applicationId, employerId, raisedAt],
        );
        const current = openApplication(
          await tx.get('SELECT uuid, doc FROM applications WHERE id = ?', [applicationId]),
        );
        const row = await tx.get<{ employer_id: number; raised_at: number }>(
          'SELECT employer_id, raised_at FROM payroll_raises WHERE application_id = ?',
          [applicationId],
        );
        if (!current || !row) throw new Error('The application to raise does not exist.');
        const raised = claim.changes === 1;
        const application = raised ? raise(current) : current;
        if (raised) {
          await tx.run('UPDATE applications SET doc = ? WHERE id = ?', [
            sealApplication(application),
            applicationId,
          ]);
        }
        return {
          application,
          raise: { employerId: Number(row.employer_id), raisedAt: Number(row.raised_at) },
          raised,
        };
      });
    },
    // Link tokens

    /**
     * Records a link token sent to the shopper. With `replacing`, the earlier tokens of the same purpose
     * and subject stop working (a resent identity or payroll link replaces the one before it).
     */
    async issueLinkToken(
      link: Pick<LinkTokenRecord, 'token_hash' | 'purpose' | 'subject_id' | 'expires_at'>,
      replacing: boolean,
    ): Promise<void> {
      await sql.transaction(async (tx) => {
        if (replacing) {
          await tx.run('DELETE FROM link_tokens WHERE purpose = ? AND subject_id = ?', [
            link.purpose,
            link.subject_id,
          ]);
        }
        await tx.run(
          'INSERT INTO link_tokens (token_hash, purpose, subject_id, expires_at, confirmed_at, used_at) VALUES (?, ?, ?, ?, NULL, NULL)',
          [link.token_hash, link.purpose, link.subject_id, link.expires_at],
        );
      });
    },
    /** A link token of a purpose by its hash (whatever its state), or undefined. */
    async getLinkToken(hash: string, purpose: LinkPurpose): Promise<LinkTokenRecord | undefined> {
      const row = await sql.get(
        'SELECT token_hash, purpose, subject_id, expires_at, confirmed_at, used_at FROM link_tokens WHERE token_hash = ? AND purpose = ?',
        [hash, purpose],
      );
      return row ? linkTokenOf(row) : undefined;
    },
    /**
     * Marks a link token confirmed on its page, if it is unused and unexpired at `now`; the subject id, or
     * null. Confirming again keeps the first confirmation time.
     */
    async confirmLinkToken(hash: string, purpose: LinkPurpose, now: number): Promise<number | null> {
      const row = await sql.get<{ subject_id: number }>(
        'UPDATE link_tokens SET confirmed_at = COALESCE(confirmed_at, ?) WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING subject_id',
        [now, hash, purpose, now],
      );
      return row ? Number(row.subject_id) : null;
    },
    /**
     * Uses a link token up in one statement, so of concurrent uses exactly one wins: only if it is
     * unused, unexpired at `now` and (with `confirmed`) confirmed first. The subject id, or null.
     */
    claimLinkToken,

    // Signing

    /** Creates a one-time signing request for a checkout; its token is a `sign` link token. */
    async createSignRequest(
      tokenHash: string,
      checkoutId: number,
      request: SignRequestRecord,
    ): Promise<void> {
      await sql.transaction(async (tx) => {
        await tx.run('INSERT INTO sign_requests (token_hash, checkout_id, doc) VALUES (?, ?, ?)', [
          tokenHash,
          checkoutId,
          JSON.stringify(request),
        ]);
        await tx.run(
          'INSERT INTO link_tokens (token_hash, purpose, subject_id, expires_at, confirmed_at, used_at) VALUES (?, ?, ?, ?, NULL, NULL)',
          [tokenHash, 'sign', checkoutId, request.expires_at],
        );
      });
    },
    /** A signing request by token hash, with its checkout id. */
    async getSignRequest(
      tokenHash: string,
    ): Promise<(SignRequestRecord & { checkout_id: number }) | undefined> {
      const row = await sql.get<{ checkout_id: number; doc: string }>(
        'SELECT checkout_id, doc FROM sign_requests WHERE token_hash = ? FOR UPDATE',
        [tokenHash],
      );
      return row ? { ...parse<SignRequestRecord>(row)!, checkout_id: Number(row.checkout_id) } : undefined;
    },
    /**
     * Uses a signing request up if it is still unused and unexpired at `now` (one conditional UPDATE of
     * its link token, so of concurrent signings exactly one wins); whether this call used it.
     */
    async useSignRequest(tokenHash: string, request: SignRequestRecord, now: number): Promise<boolean> {
      if ((await claimLinkToken(tokenHash, 'sign', now)) === null) return false;
      await sql.run('UPDATE sign_requests SET doc = ? WHERE token_hash = ?', [
        JSON.stringify({ ...request, used: true }),
        tokenHash,
      ]);
      return true;
    },

    // Cards and payments

    /** Saves a tokenised card. */
    async saveCard(card: CardRecord): Promise<void> {
      await sql.run('INSERT INTO cards (id, doc) VALUES (?, ?)', [card.id, JSON.stringify(card)]);
    },
    /** A tokenised card. */
    async getCard(id: string): Promise<CardRecord | undefined> {
      return parse(await sql.get('SELECT doc FROM cards WHERE id = ?', [id]));
    },
    /** Saves a payment. */
    async savePayment(payment: PaymentRecord): Promise<void> {
      await sql.run('INSERT INTO payments (id, checkout_id, doc) VALUES (?, ?, ?)', [
        payment.id,
        payment.checkout_id,
        JSON.stringify(payment),
      ]);
    },

    /** The payment of a checkout charged with this idempotency key, if any. */
    async findPaymentByKey(checkoutId: number, key: string): Promise<PaymentRecord | undefined> {
      const rows = await sql.all('SELECT doc FROM payments WHERE checkout_id = ?', [checkoutId]);
      return rows.map((row) => parse<PaymentRecord>(row)!).find((payment) => payment.idempotency_key === key);
    },

    // Outbox

    /** Records a message the sandbox "sent". */
    async addOutbox(message: OutboxMessage): Promise<void> {
      await sql.run('INSERT INTO outbox (doc) VALUES (?)', [JSON.stringify(message)]);
    },
    /** Every sent message, newest first. */
    async listOutbox(): Promise<OutboxMessage[]> {
      return (await sql.all('SELECT doc FROM outbox ORDER BY id DESC')).map((row) =>
        parse<OutboxMessage>(row)!,
      );
    },

    // Toolkit files and options

    /** How many files a session holds. */
    async countToolkitFiles(sessionId: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM toolkit_files WHERE session_id = ?',
        [sessionId],
      );
      return Number(row?.n ?? 0);
    },
    /** Stores an uploaded file: its name and bytes sealed, bound to its id. */
    async saveToolkitFile(file: ToolkitFileRecord, bytes: Uint8Array): Promise<void> {
      const context = `toolkit_files:${file.id}`;
      await sql.run(
        'INSERT INTO toolkit_files (id, session_id, token_hash, name, mime, size, created_at, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          file.id,
          file.session_id,
          file.token_hash,
          vault.seal(file.original_name, context),
          file.mime,
          file.size,
          file.created_at,
          vault.sealBytes(bytes, context),
        ],
      );
    },
    /** A file's record (without its bytes), or undefined. */
    async getToolkitFile(id: string): Promise<ToolkitFileRecord | undefined> {
      const row = await sql.get(
        'SELECT id, session_id, token_hash, name, mime, size, created_at FROM toolkit_files WHERE id = ?',
        [id],
      );
      return row ? toolkitFileOf(row) : undefined;
    },
    /** A file's record and bytes, or undefined. */
    async readToolkitFile(id: string): Promise<{ file: ToolkitFileRecord; bytes: Buffer } | undefined> {
      const row = await sql.get('SELECT * FROM toolkit_files WHERE id = ?', [id]);
      if (!row) return undefined;
      return {
        file: toolkitFileOf(row),
        bytes: vault.openBytes(String(row.body), `toolkit_files:${row.id}`),
      };
    },
    /** Deletes a file of this session only; whether one was deleted. */
    async deleteToolkitFile(id: string, sessionId: number): Promise<boolean> {
      const { changes } = await sql.run('DELETE FROM toolkit_files WHERE id = ? AND session_id = ?', [
        id,
        sessionId,
      ]);
      return changes === 1;
    },
    /**
     * The options a session sees (the catalogue and its own) whose search key contains `key` (lower case,
     * see `optionKey`), in one group when given. Unsorted: at most the catalogue plus one session's
     * allowance, so the caller sorts and pages them in code, the same on both engines (their text
     * collations differ).
     */
    async findToolkitOptions(
      sessionId: number,
      key: string,
      group: string | null,
    ): Promise<ToolkitOptionRecord[]> {
      const like = `%${key.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      const rows = await sql.all(
        `SELECT id, session_id, text, grp, created_at FROM toolkit_options
         WHERE (session_id IS NULL OR session_id = ?) AND text_key LIKE ? ESCAPE '\\'${group === null ? '' : ' AND grp = ?'}`,
        group === null ? [sessionId, like] : [sessionId, like, group],
      );
      return rows.map(toolkitOptionOf);
    },
    /** The option a session sees whose key is exactly `key`, or undefined. */
    async findToolkitOptionByKey(sessionId: number, key: string): Promise<ToolkitOptionRecord | undefined> {
      const row = await sql.get(
        'SELECT id, session_id, text, grp, created_at FROM toolkit_options WHERE (session_id IS NULL OR session_id = ?) AND text_key = ? ORDER BY id LIMIT 1',
        [sessionId, key],
      );
      return row ? toolkitOptionOf(row) : undefined;
    },
    /** How many options a session created. */
    async countToolkitOptions(sessionId: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM toolkit_options WHERE session_id = ?',
        [sessionId],
      );
      return Number(row?.n ?? 0);
    },
    /** Stores an option a session created. */
    async saveToolkitOption(
      option: ToolkitOptionRecord & { session_id: number },
      key: string,
    ): Promise<void> {
      await sql.run(
        'INSERT INTO toolkit_options (id, session_id, text, text_key, grp, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [option.id, option.session_id, option.text, key, option.group, option.created_at],
      );
    },

    // Windowed counters

    /**
     * Counts one hit on the counter of `material` in one statement, so hits counted at once (on any
     * instance) are never lost: a window of `windowMs` opens at the first hit and the count starts over
     * once it ended at `now`. Every limit counts here: attempt limits per session and client, and the
     * limits that meet a person (a phone number, an address, a look-up target). The key is stored only as
     * its keyed HMAC, never the material itself. Ended windows are not deleted on the way (that would
     * lock other requests' rows); `pruneCounters` drops them at start.
     */
    async countHit(material: string, windowMs: number, now: number): Promise<HitCount> {
      const row = await sql.get<{ hits: number; reset_at: number }>(
        `INSERT INTO rate_counters (counter_key, reset_at, hits) VALUES (?, ?, 1)
         ON CONFLICT (counter_key) DO UPDATE SET
           hits = CASE WHEN rate_counters.reset_at <= ? THEN 1 ELSE rate_counters.hits + 1 END,
           reset_at = CASE WHEN rate_counters.reset_at <= ? THEN excluded.reset_at ELSE rate_counters.reset_at END
         RETURNING hits, reset_at`,
        [vault.lookup(material), now + windowMs, now, now],
      );
      return { hits: Number(row!.hits), resetAt: Number(row!.reset_at) };
    },
    /** A counter's hits in its current window, or undefined when its window has ended. */
    async getHits(material: string, now: number): Promise<HitCount | undefined> {
      const row = await sql.get<{ hits: number; reset_at: number }>(
        'SELECT hits, reset_at FROM rate_counters WHERE counter_key = ? AND reset_at > ?',
        [vault.lookup(material), now],
      );
      return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : undefined;
    },
    /**
     * Takes one hit back from a counter, only while its window is the one ending at `resetAt` (a hit
     * counted in an earlier window is not taken from a later one).
     */
    async uncountHit(material: string, resetAt: number): Promise<void> {
      await sql.run(
        'UPDATE rate_counters SET hits = hits - 1 WHERE counter_key = ? AND reset_at = ? AND hits > 0',
        [vault.lookup(material), resetAt],
      );
    },
    /** Forgets a counter. */
    async resetHits(material: string): Promise<void> {
      await sql.run('DELETE FROM rate_counters WHERE counter_key = ?', [vault.lookup(material)]);
    },
    /** Drops the counters whose window ended by `now`. */
    async pruneCounters(now: number): Promise<void> {
      await sql.run('DELETE FROM rate_counters WHERE reset_at <= ?', [now]);
    },

    // Transactions

    /**
     * Runs `fn` as one transaction: every repository call it makes, in any async continuation, is part
     * of it, and the rows its locking reads return stay locked until it ends (see `SqlDriver.transaction`).
     * The app runs each request this way (`src/http/atomic.ts`).
     */
    atomically<T>(fn: () => Promise<T>): Promise<T> {
      return sql.transaction(() => fn());
    },

    /** Closes the underlying connection. */
    close(): Promise<void> {
      return sql.close();
    },
  };
}

/** The data layer the routes use. */
export type SandboxDb = ReturnType<typeof createRepository>;
