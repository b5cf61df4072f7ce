// The browser's validators, compiled ahead of time: ajv's standalone code for every server
// schema, as an ES module with the same `validatorFor` as compiled.ts. vite.config.ts puts it in
// place of compiled.ts when it builds the web app (and for the web tests), so the page runs plain
// functions and never compiles code at run time (the CSP has no 'unsafe-eval'). Generated on every
// build from the schemas themselves, so it cannot fall behind them; nothing generated is committed.
import { createRequire } from 'node:module';
import { _, Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { AJV_FORMATS, AJV_OPTIONS, allServerSchemas } from './server-schemas.ts';

const require = createRequire(import.meta.url);

/** ajv's standalone code loads its helpers with `require`; an ES module imports them instead. */
function asEsModule(code: string): string {
  const modules: string[] = [];
  const body = code
    .replace('"use strict";', '')
    .replace(/require\("([^"]+)"\)(\.default)?/g, (_whole, name: string, viaDefault?: string) => {
      if (!modules.includes(name)) modules.push(name);
      const index = modules.indexOf(name);
      return viaDefault ? `cjsDefault(m${index})` : `cjsExports(m${index})`;
    });
  const imports = modules.map(
    (name, index) => `import * as m${index} from ${JSON.stringify(require.resolve(name))};`,
  );
  return [
    ...imports,
    // A CommonJS helper seen from an ES module: bundlers give its exports, Node its module object.
    'const cjsExports = (m) => (m.default && typeof m.default === "object" ? m.default : m);',
    'const cjsDefault = (m) => (typeof m.default === "function" ? m.default : m.default.default);',
    body,
  ].join('\n');
}

/** The source of the module that replaces compiled.ts in the browser. */
export function standaloneValidatorsSource(): string {
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true } });
  addFormats.default(ajv, [...AJV_FORMATS]);
  // The formats' code, from the module ajv-formats defines them in (imported below).
  ajv.opts.code.formats = _`formats.fullFormats`;
  const schemas = allServerSchemas();
  const exports: Record<string, string> = {};
  schemas.forEach(({ key, schema }, index) => {
    ajv.addSchema(schema, key);
    exports[`v${index}`] = key;
  });
  const formatsPath = JSON.stringify(require.resolve('ajv-formats/dist/formats'));
  const table = schemas.map(({ key }, index) => `  ${JSON.stringify(key)}: v${index},`);
  return [
    asEsModule(
      `import * as formatsModule from ${formatsPath};\n` +
        'const formats = cjsExports(formatsModule);\n' +
        standaloneCode.default(ajv, exports),
    ),
    'const VALIDATORS = {',
    ...table,
    '};',
    'export function validatorFor(key) {',
    '  return Object.hasOwn(VALIDATORS, key) ? VALIDATORS[key] : undefined;',
    '}',
    '',
  ].join('\n');
}
