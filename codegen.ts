import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the web client: `npm run codegen` reads the server's emitted schema and every
// `.graphql` operation beside the client's features, and writes `client/src/gql/` (never edited by hand).
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    "client/src/gql/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        scalars: { DateTime: "string", JSON: "unknown", Upload: "File" },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        nonOptionalTypename: false,
        avoidOptionals: false,
      },
    },
  },
};

export default config;
