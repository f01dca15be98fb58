/* global console, process, URL */
// Run by `npm test`: the whole variant, every TypeScript, TSX and CSS file under src/ (configuration,
// scripts and lockfiles aside), stays under 300 lines, the size that shows a lender's variant is
// configuration rather than a copy of the application. Fails, naming each file's count, above it.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT = 300;
const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every source file under `folder`, recursively. */
function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return ['.ts', '.tsx', '.css'].includes(extname(entry.name)) ? [path] : [];
  });
}

const counts = sources(src).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { path: path.slice(src.length), lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
});
const total = counts.reduce((sum, { lines }) => sum + lines, 0);
const table = counts.map(({ path, lines }) => `${path} ${lines}`).join(', ');
if (counts.length === 0 || total > LIMIT) {
  console.error(`northwind: ${total} lines of source (${table}); the variant must stay within ${LIMIT}.`);
  process.exit(1);
}
console.log(`northwind: ${total} lines of source in ${counts.length} files, within ${LIMIT}.`);
