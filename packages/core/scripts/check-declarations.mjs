/* global console, process */
// A packaging check (`npm run lint:packages`): every declaration file the core tarball ships is named as
// the source file it declares (dist/types/<path>.d.ts for src/<path>.ts or .tsx), so go-to-definition in
// a consumer's editor lands in a readable file. A bundler's chunk (a name with a content hash, such as
// `store-CME3ftje.d.ts`) declares no one source file and fails here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const core = join(import.meta.dirname, '..');
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: core, encoding: 'utf8' }),
);
const declarations = packed.files.map((file) => file.path).filter((path) => path.endsWith('.d.ts'));

const unnamed = declarations.filter((path) => {
  const source = /^dist\/types\/(.+)\.d\.ts$/.exec(path)?.[1];
  return (
    !source || !['.ts', '.tsx'].some((extension) => existsSync(join(core, 'src', `${source}${extension}`)))
  );
});

if (declarations.length === 0) {
  console.error('check-declarations: the core tarball ships no .d.ts (run npm run build first)');
  process.exit(1);
}
if (unnamed.length > 0) {
  console.error(
    `check-declarations: these core declarations are not named as a source file (a hashed chunk?):\n- ${unnamed.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  `check-declarations: all ${declarations.length} core .d.ts files are named as their source files`,
);
