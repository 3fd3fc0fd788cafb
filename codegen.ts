import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the web client: `npm run codegen` reads the server's emitted schema and every
// `.graphql` document beside the client's features, and writes (never edited by hand):
// - `<name>.generated.ts` next to each `.graphql`: its typed documents and their result types;
// - `client/src/gql/types.ts`: the schema's enums (as string unions), inputs and scalars, once;
// - `client/src/gql/possible-types.ts`: the union and interface members, for the cache's fragment matching;
// - `tests/server/operations/<area>.generated.ts` next to each `.graphql` there: the server tests' typed
//   documents, which `gql()` (tests/support/graphql-client.ts) takes with their variables and result types.
const scalars = { DateTime: "string", JSON: "unknown", Upload: "File" };
const shared = {
  scalars,
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: false,
  nonOptionalTypename: false,
  avoidOptionals: false,
};

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.graphql", "tests/server/operations/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    "client/src/gql/types.ts": {
      plugins: ["typescript"],
      config: { ...shared, onlyOperationTypes: true },
    },
    "client/src/": {
      documents: ["client/src/**/*.graphql"],
      preset: "near-operation-file",
      presetConfig: { extension: ".generated.ts" },
      plugins: ["typescript-operations", "typed-document-node"],
      // The schema's types come from gql/types.ts rather than being declared again in each file.
      config: { ...shared, importSchemaTypesFrom: "client/src/gql/types.ts" },
    },
    "tests/server/operations/": {
      documents: ["tests/server/operations/*.graphql"],
      preset: "near-operation-file",
      presetConfig: { extension: ".generated.ts" },
      plugins: ["typescript-operations", "typed-document-node"],
      config: { ...shared, importSchemaTypesFrom: "client/src/gql/types.ts" },
    },
    "client/src/gql/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { useExplicitTyping: true },
    },
  },
  hooks: { afterAllFileWrite: ["prettier --write"] },
};

export default config;
