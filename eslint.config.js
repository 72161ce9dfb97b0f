// Imports flow one way (conventions 'Layout'): shared <- functions, shared <- web; web never imports functions;
// shared imports nothing but zod; features do not reach into each other's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// `import { z }` pulls every zod export (locales included) into each bundle; the namespace import tree-shakes (454 -> 90 KiB).
const zodNamespace = {
  selector: "ImportDeclaration[importKind!='type'][source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: it tree-shakes.",
};
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    rules: restrict([
      { group: ['**/functions/**', '**/infra/**'], message: 'web never imports functions or infra: share through shared/.' },
      { group: ['**/features/*/*/**', '!./**', '!../**'], message: "Import a feature through its public files, not another feature's internals." },
    ]),
  },
  {
    files: ['functions/**/*.ts'],
    rules: restrict([{ group: ['**/web/**', '**/infra/**'], message: 'functions never import web or infra.' }]),
  },
);
