import path from "node:path";
import { GraphQLDateTime } from "graphql-scalars";
import { createPubSub } from "@graphql-yoga/subscription";
import { buildSchema, type NonEmptyArray } from "type-graphql";
import { rootDir } from "../config";
import { modules } from "../modules";
import { createRegistry, type Registry } from "../modules/registry";
import { useSearchHitTypes } from "../modules/search/search.resolver";
import { authChecker } from "./auth-checker";
import { refuseNulBytes } from "./nul-bytes";
import type { PubSub } from "./pubsub";

/**
 * The schema of every area's resolvers (server/modules/index.ts). `pubSub` carries subscriptions;
 * emitting schema.graphql needs none, so an in-process one stands in. Text arguments holding U+0000 are
 * refused here, once for every operation (nul-bytes.ts).
 */
export function createSchema(
  options: { emit?: boolean; pubSub?: PubSub; registry?: Registry } = {},
) {
  const registry = options.registry ?? createRegistry(modules);
  useSearchHitTypes(registry.searchSources.map((source) => source.type));
  const schema = buildSchema({
    resolvers: registry.resolvers as unknown as NonEmptyArray<new () => object>,
    pubSub: options.pubSub ?? createPubSub(),
    authChecker,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    emitSchemaFile: options.emit
      ? { path: path.join(rootDir, "schema.graphql"), sortedSchema: true }
      : false,
  });
  return schema.then(refuseNulBytes);
}
