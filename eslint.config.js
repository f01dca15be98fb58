import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks rules are met, never silenced: a disable comment naming a react-hooks rule fails,
    // and so does one naming no rule at all, which would silence them too. test/hooks-lint.test.ts plants
    // such comments and checks that this fails on each.
    files: ['**/*.{ts,tsx}'],
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/no-restricted-disable': ['error', 'react-hooks/*'],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // The headless core stays framework-free: React belongs only in src/react.
    files: ['packages/core/src/**/*.{ts,tsx}'],
    ignores: ['packages/core/src/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: '@leasekit/core is framework-free: React only in src/react.' },
            { name: 'react-dom', message: '@leasekit/core is framework-free: React only in src/react.' },
          ],
          patterns: [{ group: ['react/*', 'react-dom/*'], message: 'React only in src/react.' }],
        },
      ],
    },
  },
  prettier,
);
