import { en, type MessageCatalogue } from '@leasekit/core';
import { es } from '@leasekit/core/messages/es';
// The sandbox sends its form schemas and decision texts in Spanish too (apps/sandbox/README.md).
import { localizeText } from '../apps/sandbox/src/domain/forms-es';
import { localizeDecisionText } from '../apps/sandbox/src/domain/decision-es';

/**
 * Shorter texts are left out: single words and short labels ('Email', 'Continue', a state's name) are
 * the same in both languages, or are proper nouns and values a story may show as is. For a text with
 * placeholders it is the length of its fixed words.
 */
const shortestChecked = 12;

/** One English catalogue text that Spanish words differently, and how to say it in Spanish. */
interface EnglishOnlyText {
  code: string;
  /** The whole English text; each placeholder captures the words standing in for it. */
  pattern: RegExp;
  /** The placeholders' names in the order the pattern captures them. */
  names: string[];
  spanish: string;
}

/** How the catalogue's English texts that Spanish words differently are recognised. */
export interface EnglishOnlyTexts {
  /** Whole texts without placeholders, by their text. */
  exact: Map<string, EnglishOnlyText>;
  /** Texts with placeholders ('Congratulations {name}!'). */
  patterns: EnglishOnlyText[];
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English catalogue texts that the Spanish catalogue words differently, at least
 * {@link shortestChecked} characters of fixed words long.
 */
export function getEnglishOnlyTexts(
  english: MessageCatalogue = en,
  spanish: Partial<MessageCatalogue> = es,
): EnglishOnlyTexts {
  const texts: EnglishOnlyTexts = { exact: new Map(), patterns: [] };
  for (const [code, raw] of Object.entries(english) as [keyof MessageCatalogue, string][]) {
    const other = spanish[code];
    if (!other || other === raw) continue;
    const text = normalise(raw);
    const parts = text.split(/\{[^}]*\}/);
    if (parts.join('').trim().length < shortestChecked) continue;
    const names = [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]!);
    const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`);
    const entry = { code, pattern, names, spanish: other };
    if (names.length === 0) texts.exact.set(text, entry);
    else texts.patterns.push(entry);
  }
  return texts;
}

let englishOnly: EnglishOnlyTexts | undefined;

/**
 * A shown text that is English Spanish has in other words: where it comes from (a catalogue code, or
 * the sandbox's Spanish for its schemas and decisions) and its Spanish; null for any other text.
 */
export function getSpanishFor(
  shown: string,
  texts: EnglishOnlyTexts = (englishOnly ??= getEnglishOnlyTexts()),
): { source: string; spanish: string } | null {
  const text = normalise(shown);
  if (text.length < shortestChecked) return null;
  const exact = texts.exact.get(text);
  if (exact) return { source: exact.code, spanish: exact.spanish };
  for (const { pattern, names, code, spanish } of texts.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
    return {
      source: code,
      spanish: spanish.replace(/\{([^}]*)\}/g, (_, name: string) => values[name] ?? ''),
    };
  }
  const form = localizeText(text, 'es');
  if (form !== text) return { source: 'the sandbox form schema', spanish: form };
  const decision = localizeDecisionText(text, 'es');
  if (decision !== text) return { source: 'the sandbox decision', spanish: decision };
  return null;
}

/** Every text a reader meets in `root`: its text nodes, and the accessible names and placeholders set as attributes. */
function getShownTexts(root: Node): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement?.closest('script, style')) continue;
      texts.push(node.nodeValue ?? '');
    } else {
      const element = node as Element;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
  }
  // A text split over several nodes (a bold word inside a sentence) counts as one element's text.
  const scope = root instanceof Document ? root.body : root;
  if (scope instanceof Element) {
    for (const element of scope.querySelectorAll(
      'p, li, h1, h2, h3, h4, button, label, a, legend, dt, dd, td, th',
    )) {
      texts.push(element.textContent ?? '');
    }
  }
  return texts.map(normalise).filter(Boolean);
}

/**
 * Why a story in Spanish does not read Spanish: the English texts it shows that the catalogue (or the
 * sandbox, for its server texts) has in Spanish, i.e. a text computed in English rather than in the
 * story's locale; null when there are none.
 */
export function storyLocaleMismatch(name: string, root: Node = document.body): string | null {
  const found = new Map<string, string>();
  for (const text of getShownTexts(root)) {
    const spanish = getSpanishFor(text);
    if (spanish) found.set(text, spanish.source);
  }
  if (found.size === 0) return null;
  const list = [...found].map(([text, source]) => `'${text}' (${source})`).join(', ');
  return `'${name}' in Spanish shows English that has a Spanish text: ${list}`;
}

const localizedArgs = new WeakMap<object, unknown>();

/** A plain object or array of story data (not a React element, a class instance, a store or a mock). */
function isPlainData(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null || '$$typeof' in value) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A story's args in Spanish, computed as the story renders: every string the catalogue (or the sandbox,
 * for its server texts) has in Spanish becomes that Spanish, with a placeholder's words kept
 * ('Congratulations Robin!' → '¡Felicidades, Robin!'), inside plain objects and arrays too (a schema's
 * labels, a pending removal's message). Story files write their data once, in English, as the app's
 * server and catalogue do; this is what the app shows for the same data in Spanish. Each object is
 * translated once, so a story that memoises on its args (a form built from a schema) keeps its state
 * across renders.
 */
export function localizeStoryArgs<T>(value: T): T {
  if (typeof value === 'string') return (getSpanishFor(value)?.spanish ?? value) as T;
  if (!isPlainData(value)) return value;
  const cached = localizedArgs.get(value);
  if (cached !== undefined) return cached as T;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const localized = localizeStoryArgs(item);
    if (localized !== item) changed = true;
    return [key, localized] as const;
  });
  const result = !changed
    ? value
    : Array.isArray(value)
      ? entries.map(([, item]) => item)
      : Object.fromEntries(entries);
  localizedArgs.set(value, result);
  return result as T;
}
