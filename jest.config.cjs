// One Jest run, three projects: server (GraphQL over HTTP/WS on real Postgres), client (components with msw),
// e2e (Chromium journeys against the built app). `npm test` runs them all.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "server",
      testEnvironment: "node",
      roots: ["<rootDir>/tests/server"],
      transform: { "^.+\\.(t|j)sx?$": swc },
      transformIgnorePatterns: ["/node_modules/"],
      globalSetup: "<rootDir>/tests/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
      setupFiles: ["reflect-metadata"],
      testTimeout: 30000,
    },
    {
      displayName: "client",
      testEnvironment: "jest-fixed-jsdom",
      roots: ["<rootDir>/tests/client"],
      transform: { "^.+\\.(t|j)sx?$": swc },
      setupFilesAfterEnv: ["<rootDir>/tests/client/setup.ts"],
      testTimeout: 20000,
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      roots: ["<rootDir>/tests/e2e"],
      transform: { "^.+\\.(t|j)sx?$": swc },
      globalSetup: "<rootDir>/tests/e2e/global-setup.ts",
      globalTeardown: "<rootDir>/tests/e2e/global-teardown.ts",
      testTimeout: 60000,
    },
  ],
};
