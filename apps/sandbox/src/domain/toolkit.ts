import { hasForbiddenCharacters } from './security';

/**
 * The rules behind the generic toolkit's calls (01 §7 "File upload", "Select search", "Taggable create",
 * "List"): what an upload may be, how its name is cleaned, and the seeded option catalogue. Pure: the
 * routes (`src/routes/toolkit.ts`) and the repository use them; the sandbox README documents the calls.
 */

/** The largest file an upload takes: 1 MB in base 1000 (01 §9 "File size base 1000"), 1,000,000 bytes. */
export const MAX_FILE_BYTES = 1_000_000;

/** How many files one session may hold at once; uploading past it answers 'Max file limit reached'. */
export const MAX_FILES_PER_SESSION = 10;

/** How many options one session may create through the taggable call. */
export const MAX_OPTIONS_PER_SESSION = 50;

/** The longest file name kept, in characters. */
export const MAX_FILE_NAME = 255;

/** The longest option text, in characters. */
export const MAX_OPTION_TEXT = 100;

/** The messages of a refused upload, under the field `file` of the 422's data. */
export const UPLOAD_ERRORS = {
  required: 'The file field is required.',
  one: 'Send one file at a time.',
  empty: 'The file may not be empty.',
  tooLarge: 'The file may not be greater than 1 MB.',
  type: 'The file must be a file of type: png, jpg, gif, webp, pdf.',
  // The spec's own text for a count past the limit (01 §5), so the widget says the same either way.
  limit: 'Max file limit reached',
} as const;

/** A type the sandbox accepts, found from the file's first bytes. */
export interface FileType {
  /** The Content-Type the file is served with. */
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';
  /** The usual extension, without the dot. */
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The type of a file from its content (magic bytes), or null for anything else. The name and the type
 * the client declares are never read: an HTML page named `x.png` and sent as `image/png` is still HTML.
 * SVG is not accepted (it can carry script), nor any text format.
 */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

/**
 * The name a file is shown and downloaded under: only the last segment of what the client sent (any
 * `/` or `\` path dropped), without control or bidirectional characters, at most 255 characters, and
 * 'file' when nothing is left (or only dots). It is a label: the sandbox never stores anything under it.
 */
export function cleanFileName(name: string | null | undefined): string {
  const last = String(name ?? '')
    .split(/[\\/]/)
    .pop()!;
  const visible = [...last.normalize('NFC')].filter((ch) => !hasForbiddenCharacters(ch)).join('');
  const trimmed = visible.trim().slice(0, MAX_FILE_NAME).trim();
  return /^\.*$/.test(trimmed) ? 'file' : trimmed;
}

/** What option texts are compared and searched by: NFKC, lower case, single spaces. */
export function optionKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A seeded option of the catalogue: its value, its text and its group (01 §3 "Select option"). */
export interface CatalogueOption {
  value: string;
  text: string;
  group: string;
}

const groups: Record<string, string[]> = {
  Appliances: [
    'Air Conditioner',
    'Dishwasher',
    'Dryer',
    'Freezer',
    'Microwave',
    'Range',
    'Refrigerator',
    'Washer',
  ],
  Electronics: [
    'Camera',
    'Desktop Computer',
    'Game Console',
    'Headphones',
    'Laptop',
    'Smartphone',
    'Soundbar',
    'Tablet',
    'Television',
  ],
  Furniture: [
    'Bed Frame',
    'Bookcase',
    'Dining Table',
    'Dresser',
    'Mattress',
    'Office Chair',
    'Recliner',
    'Sectional Sofa',
    'Sofa',
  ],
  Outdoor: ['Grill', 'Lawn Mower', 'Patio Set', 'Pressure Washer', 'Snow Blower'],
};

/**
 * The seeded catalogue the option search, the list and the taggable create work on: 31 household items in
 * four groups, values `item-01` … `item-31` in that order. Deterministic, so tests and journeys can name
 * what a search finds (e.g. 'sofa' finds Sectional Sofa and Sofa; 'zzz' finds nothing).
 */
export const CATALOGUE: readonly CatalogueOption[] = Object.entries(groups)
  .flatMap(([group, texts]) => texts.map((text) => ({ text, group })))
  .map((option, index) => ({ value: `item-${String(index + 1).padStart(2, '0')}`, ...option }));
