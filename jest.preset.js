// Shared jest preset: every project's jest.config uses `preset` pointing here.
// @swc/jest transforms TS/TSX; web projects add `testEnvironment: 'jest-fixed-jsdom'`.
module.exports = {
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  transform: {
    '^.+\\.(m?[tj]s|[tj]sx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages (msw 3 itself and what it loads at run time) are transformed too.
  // Workspace libs are linked into node_modules and ship TypeScript sources: transform them too.
  // The Markdown pipeline (react-markdown, remark, rehype and the unified packages under them) is ESM-only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@akademi-siber|msw|@msw|@mswjs|@open-draft|rettime|until-async|cookie|' +
      'react-markdown|remark-[a-z-]+|rehype-[a-z-]+|unified|micromark[a-z-]*|mdast-util-[a-z-]+|hast-util-[a-z-]+|' +
      'unist-util-[a-z-]+|vfile[a-z-]*|@ungap|bail|ccount|escape-string-regexp|character-[a-z-]+|' +
      'comma-separated-tokens|' +
      'decode-named-character-reference|devlop|estree-util-is-identifier-name|html-url-attributes|' +
      'is-(plain-obj|alphabetical|alphanumerical|decimal|hexadecimal)|' +
      'longest-streak|markdown-table|parse-entities|property-information|space-separated-tokens|' +
      'stringify-entities|trim-lines|trough|zwitch)/)',
  ],
  // Fake timers leave process.nextTick real: msw 3 ties a socket to the fetch that opened it through an
  // AsyncLocalStorage context, which a faked nextTick drops; msw then passes the request to the real network.
  fakeTimers: { doNotFake: ['nextTick'] },
  coverageReporters: ['text-summary'],
};
