import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The key file generated into the data folder when no DATA_KEY is given. */
export const KEY_FILE = 'data.key';

/** The prefix of a sealed value: format version 1 (AES-256-GCM, 12-byte IV, 16-byte tag). */
const SEALED = 'enc:v1:';

/**
 * Encryption at rest and keyed lookups for personal data: documents are sealed with
 * AES-256-GCM (an authenticated cipher: a changed byte fails to open), bound to their row by the
 * associated data, and SSNs and retrieval keys are looked up by HMAC-SHA-256, so the database alone gives
 * neither the data nor a way to brute-force the 9 digits of an SSN.
 */
export interface DataVault {
  /** Seals a text; `context` (the row it belongs to) must be the same to open it. */
  seal(text: string, context: string): string;
  /** Opens a sealed text; a text from before encryption (not sealed) is returned as it is. */
  open(text: string, context: string): string;
  /** The keyed HMAC (hex) a secret is stored and looked up by. */
  lookup(material: string): string;
  /** Seals bytes (an uploaded file) as text, like {@link DataVault.seal}; `context` must match to open. */
  sealBytes(bytes: Uint8Array, context: string): string;
  /** Opens bytes sealed by `sealBytes`; throws when the text or its context was changed. */
  openBytes(text: string, context: string): Buffer;
}

/** Builds a vault from a 32-byte master key; encryption and lookup use keys derived from it (HKDF). */
export function createVault(masterKey: Buffer): DataVault {
  if (masterKey.length !== 32) throw new Error('The data key must be 32 bytes.');
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', masterKey, Buffer.from('leasekit-sandbox'), Buffer.from(info), 32));
  const encryptionKey = derive('data encryption');
  const lookupKey = derive('lookup hmac');
  const sealBytes = (bytes: Uint8Array, context: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  };
  const openBytes = (text: string, context: string) => {
    if (!text.startsWith(SEALED)) throw new Error('This value is not sealed.');
    const raw = Buffer.from(text.slice(SEALED.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  };
  return {
    seal(text, context) {
      return sealBytes(Buffer.from(text, 'utf8'), context);
    },
    open(text, context) {
      if (!text.startsWith(SEALED)) return text;
      return openBytes(text, context).toString('utf8');
    },
    sealBytes,
    openBytes,
    lookup(material) {
      return createHmac('sha256', lookupKey).update(material).digest('hex');
    },
  };
}

/**
 * The master key: DATA_KEY (32 bytes as base64 or 64 hex digits) when given, else the data folder's
 * `data.key`, generated with random bytes and mode 0600 (owner read/write only) on first start.
 */
export function loadDataKey(dataDir: string, fromEnv: string | null | undefined): Buffer {
  if (fromEnv) {
    const key = /^[0-9a-f]{64}$/i.test(fromEnv)
      ? Buffer.from(fromEnv, 'hex')
      : Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes, as base64 or 64 hex digits.');
    return key;
  }
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // `wx`: never overwrite a key another process just wrote; the data it sealed would be lost.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return loadDataKey(dataDir, readFileSync(file, 'utf8').trim());
}
