// Runs TypeScript sources directly with SWC, keeping decorator metadata (TypeGraphQL and TypeORM need it).
process.env.SWC_NODE_PROJECT ??= require("node:path").join(__dirname, "..", "tsconfig.json");
require("@swc-node/register");
require("reflect-metadata");
