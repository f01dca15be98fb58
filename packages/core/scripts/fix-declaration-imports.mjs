/* global console */
// After `tsc -p tsconfig.build.json`: the declarations in dist/types mirror src/ file for file (so
// go-to-definition lands in a file named as its source), but keep the source's extensionless relative
// imports, which Node's ESM resolution (a consumer with `moduleResolution: node16`) cannot follow. Each
// one is written out as the .js file or folder index it stands for.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '../dist/types');

function* declarations(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

/** The specifier with the extension Node needs, or an error when it names no emitted declaration. */
function withExtension(file, specifier) {
  if (/\.(js|json)$/.test(specifier)) return specifier;
  const target = join(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: '${specifier}' names no declaration in dist/types`);
}

let rewritten = 0;
for (const file of declarations(root)) {
  const code = readFileSync(file, 'utf8');
  const fixed = code.replace(
    /((?:from|import)\s*\(?\s*)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g,
    (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (fixed !== code) {
    writeFileSync(file, fixed);
    rewritten += 1;
  }
}
console.log(`fix-declaration-imports: ${rewritten} declaration files given .js specifiers`);
