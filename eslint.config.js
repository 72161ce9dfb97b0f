// Imports flow one way (conventions 'Layout'): shared <- functions, shared <- web; web never imports functions;
// shared imports nothing but zod (and ipaddr.js, pure address parsing for url-safety.ts); features do not reach into each other's internals.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// `import { z }` pulls every zod export (locales included) into each bundle; the namespace import tree-shakes (454 -> 90 KiB).
const zodNamespace = {
  selector: "ImportDeclaration[importKind!='type'][source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: it tree-shakes.",
};
// A relative import stays inside its folder; one that climbs into another top-level folder takes the path alias.
const climbing = {
  regex: '^(\\.\\./)+(shared|functions|infra|web|tests)/',
  message: 'Use the path alias (@shared/, @functions/, @infra/, @web/, @tests/) instead of climbing out of the folder.',
};
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [climbing, ...patterns] }] });

// Web layers, by resolved path (relative imports included): shared <- lib, components, hooks <- features <- app,
// and a feature reaches another only through that feature's index.ts.
const FEATURES = readdirSync(join(import.meta.dirname, 'web/src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureZones = FEATURES.flatMap((target) =>
  FEATURES.filter((from) => from !== target).map((from) => ({
    target: `./web/src/features/${target}`,
    from: `./web/src/features/${from}`,
    except: ['./index.ts'],
    message: `Use what ${from} exports in its index.ts.`,
  })),
);
const layerZones = ['lib', 'components', 'hooks'].flatMap((layer) =>
  ['features', 'app'].map((upper) => ({ target: `./web/src/${layer}`, from: `./web/src/${upper}`, message: `web/src/${layer} is below ${upper}: move what both need down.` })),
);
const webZones = [...featureZones, ...layerZones, { target: './web/src/features', from: './web/src/app', message: 'Features are below the app shell.' }];

// Function domains, by resolved path too: a domain reaches another only through that domain's public.ts (what it offers
// other domains), and lib/ (the middy presets, session, clients) never imports a domain.
const DOMAIN_DIRS = readdirSync(join(import.meta.dirname, 'functions'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'lib').map((d) => d.name);
const functionZones = [
  ...DOMAIN_DIRS.flatMap((target) =>
    DOMAIN_DIRS.filter((from) => from !== target).map((from) => ({
      target: `./functions/${target}`,
      from: `./functions/${from}`,
      except: ['./public.ts'],
      message: `Use what ${from} offers other domains in its public.ts.`,
    })),
  ),
  ...DOMAIN_DIRS.map((from) => ({ target: './functions/lib', from: `./functions/${from}`, message: 'functions/lib never imports a domain: move what both need into lib.' })),
];

// Imports resolve as tsc, Vite and esbuild resolve them: the path aliases of tsconfig.json (@shared/*, @functions/*, ...).
// import-x parses the imported TypeScript files with these parsers (without them import-x/no-cycle sees no imports:
// two domains still import each other through their public.ts, creatives <-> personalize and custom-conversions <->
// reporting, so the rule is not on yet).
const resolver = {
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'], tsconfig: { configFile: join(import.meta.dirname, 'tsconfig.json') } })] };

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', zodNamespace],
      ...restrict([]),
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      { group: ['**/functions/**', '**/web/**', '**/infra/**', '@functions/*', '@web/*', '@infra/*'], message: 'shared/ depends on zod only.' },
      { group: ['@aws-sdk/*', 'react', 'react-dom', 'antd', 'electrodb', '@middy/*'], message: 'shared/ depends on zod only.' },
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: resolver,
    rules: {
      ...restrict([{ group: ['**/functions/**', '**/infra/**', '@functions/*', '@infra/*'], message: 'web never imports functions or infra: share through shared/.' }]),
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: resolver,
    rules: {
      ...restrict([{ group: ['**/web/**', '**/infra/**', '@web/*', '@infra/*'], message: 'functions never import web or infra.' }]),
      'import-x/no-restricted-paths': ['error', { zones: functionZones }],
      // Settings come through the typed config (functions/lib/config.ts), the one reader of the environment.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through functions/lib/config.ts.' }],
      // A signed-in route's caller is non-null by type (defineRoute / definePublicRoute): `caller!` is never needed.
      'no-restricted-syntax': [
        'error',
        zodNamespace,
        { selector: "TSNonNullExpression > Identifier[name='caller']", message: 'caller is non-null on signed-in routes (defineRoute); PUBLIC routes have none (definePublicRoute).' },
      ],
    },
  },
  { files: ['functions/lib/config.ts'], rules: { 'no-restricted-properties': 'off' } },
);
