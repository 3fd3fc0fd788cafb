// One Jest run, three projects: server (GraphQL over HTTP/WS on real Postgres), client (components with msw),
// e2e (Chromium journeys against the built app). `npm test` runs them all.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: "automatic" },
      },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  // Jest 30 reads the timeout from the top level only; the e2e journeys set their own, longer ones.
  testTimeout: 30000,
  // Jest's default is one worker per core but one; on the 2-core machines the suite runs on, that is a
  // single worker and every file in turn. Two run the server, client and e2e files side by side.
  maxWorkers: 2,
  // Jest's own report, then the run's 10 slowest files.
  reporters: ["default", "<rootDir>/tests/support/slowest-reporter.cjs"],
  projects: [
    {
      displayName: "server",
      testEnvironment: "node",
      roots: ["<rootDir>/tests/server"],
      transform: { "^.+\\.(t|j)sx?$": swc },
      // file-type (magic-byte checks of uploads) and its dependencies ship only ES modules.
      transformIgnorePatterns: [
        "/node_modules/(?!(file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras)/)",
      ],
      globalSetup: "<rootDir>/tests/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
      setupFiles: ["reflect-metadata"],
    },
    {
      displayName: "client",
      testEnvironment: "jest-fixed-jsdom",
      roots: ["<rootDir>/tests/client"],
      transform: { "^.+\\.(t|j)sx?$": swc, "^.+\\.mjs$": swc },
      // These ship only ES modules: apollo-upload-client (the app's HTTP link) and its dependencies, and
      // some of msw's.
      transformIgnorePatterns: [
        "/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj|rettime|until-async|@open-draft)/)",
      ],
      setupFilesAfterEnv: ["<rootDir>/tests/client/setup.ts"],
      // `@rules/<area>`: the input rules the client shares with the server (as in client/vite.config.ts).
      moduleNameMapper: { "^@rules/(\\w+)$": "<rootDir>/server/modules/$1/rules.ts" },
    },
    {
      displayName: "e2e",
      testEnvironment: "<rootDir>/tests/e2e/environment.cjs",
      roots: ["<rootDir>/tests/e2e"],
      transform: { "^.+\\.(t|j)sx?$": swc },
      globalSetup: "<rootDir>/tests/e2e/global-setup.ts",
      globalTeardown: "<rootDir>/tests/e2e/global-teardown.ts",
    },
  ],
};
