/* global URL, console, process */
// Validates the form this variant renders against the JSON Schema that @leasekit/core ships, as a
// backend would before sending it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020 from 'ajv/dist/2020.js';

const require = createRequire(import.meta.url);
const schema = JSON.parse(readFileSync(require.resolve('@leasekit/core/form-schema.json'), 'utf8'));
const form = JSON.parse(readFileSync(new URL('../src/application.form.json', import.meta.url), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
if (!validate(form)) {
  console.error('src/application.form.json does not match @leasekit/core/form-schema.json:');
  for (const error of validate.errors ?? []) console.error(`  ${error.instancePath} ${error.message}`);
  process.exit(1);
}
console.log('src/application.form.json matches @leasekit/core/form-schema.json');
