// Imports flow one way (conventions 'Layout'): shared <- functions, shared <- web; web never imports functions;
// shared imports nothing but zod; features do not reach into each other's internals.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// `import { z }` pulls every zod export (locales included) into each bundle; the namespace import tree-shakes (454 -> 90 KiB).
const zodNamespace = {
  selector: "ImportDeclaration[importKind!='type'][source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: it tree-shakes.",
};
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', zodNamespace],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      { group: ['**/functions/**', '**/web/**', '**/infra/**'], message: 'shared/ depends on zod only.' },
      { group: ['@aws-sdk/*', 'react', 'react-dom', 'antd', 'electrodb', '@middy/*'], message: 'shared/ depends on zod only.' },
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...restrict([{ group: ['**/functions/**', '**/infra/**'], message: 'web never imports functions or infra: share through shared/.' }]),
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      ...restrict([{ group: ['**/web/**', '**/infra/**'], message: 'functions never import web or infra.' }]),
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
