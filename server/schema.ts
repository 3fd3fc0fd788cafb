import path from "node:path";
import { GraphQLDateTime } from "graphql-scalars";
import { createPubSub } from "@graphql-yoga/subscription";
import { getMetadataStorage, validateOrReject, type ValidationError } from "class-validator";
import {
  ArgumentValidationError,
  buildSchema,
  emitSchemaDefinitionFile,
  type NonEmptyArray,
} from "type-graphql";
import { rootDir } from "./config";
import { modules } from "./modules";
import { createRegistry, type Registry } from "./kernel/registry";
import { useSearchHitTypes } from "./modules/search";
import { authChecker } from "./graphql/auth-checker";
import { namesShadowingGlobals, type SchemaMetadata } from "./graphql/global-names";
import { refuseNulBytes } from "./graphql/nul-bytes";
import { describeUndecoratedTypes } from "./graphql/descriptions";
import type { PubSub } from "./graphql/pubsub";

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
    validateFn: validateArgument,
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
  });
  return schema.then(async (built) => {
    // The root types and library scalars get their descriptions before the schema is printed.
    describeUndecoratedTypes(built);
    if (options.emit)
      await emitSchemaDefinitionFile(path.join(rootDir, "schema.graphql"), built, {
        sortedSchema: true,
      });
    const metadata = (
      globalThis as { TypeGraphQLMetadataStorage?: TypeGraphQLMetadata & SchemaMetadata }
    ).TypeGraphQLMetadataStorage;
    const unguarded = unguardedSimpleFields(metadata);
    if (unguarded.length)
      throw new Error(
        `A role or middleware on a field of a type with simpleResolvers would never run: ${unguarded.join(", ")}`,
      );
    const shadowed = namesShadowingGlobals(metadata!);
    if (shadowed.length)
      throw new Error(
        `Names in the schema that a global of Node ${process.versions.node} shadows: ${shadowed.join(", ")}`,
      );
    return refuseNulBytes(built);
  });
}

const declaresRules = new WeakMap<object, boolean>();

/**
 * An argument's check by its class-validator rules (as TypeGraphQL's own: missing properties skipped,
 * unknown values allowed, each item of a list), made only when its class declares any (a message's
 * length): TypeGraphQL's default, for every object argument of every request (a list's PageArgs), loaded
 * class-validator again with `require` and walked its metadata to find nothing to check.
 */
export async function validateArgument(value: unknown): Promise<void> {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item === null || typeof item !== "object") continue;
    const type = item.constructor as object;
    let rules = declaresRules.get(type);
    if (rules === undefined) {
      rules =
        getMetadataStorage().getTargetValidationMetadatas(type as () => void, "", false, false)
          .length > 0;
      declaresRules.set(type, rules);
    }
    if (!rules) continue;
    try {
      await validateOrReject(item, { skipMissingProperties: true, forbidUnknownValues: false });
    } catch (errors) {
      throw new ArgumentValidationError(errors as ValidationError[]);
    }
  }
}

type Target = { name: string };
type TypeGraphQLMetadata = {
  objectTypes: { target: Target; simpleResolvers?: boolean }[];
  fields: { target: Target; name: string }[];
  fieldResolvers: { getObjectType?: () => unknown; methodName: string }[];
  /** What @Authorized and @UseMiddleware on a field or class record, as declared. */
  authorizedFields: { target: Target; fieldName: string }[];
  middlewares: { target: Target; fieldName: string }[];
  resolverMiddlewares: { target: Target }[];
};

/**
 * The hot types (a profile, a feed item, an edge, page info) are declared with TypeGraphQL's
 * `simpleResolvers`: graphql-js reads their plain fields itself, without TypeGraphQL's wrapper around
 * each field of each object (a member's feed page: about 7% less server CPU). Such a field skips roles
 * and middlewares, so none may have one: these are the ones that do (`Type.field`), by what the
 * decorators recorded in TypeGraphQL's metadata. Field resolvers are always wrapped and are not
 * concerned. No metadata: a TypeGraphQL that keeps it elsewhere, which this check must then learn before
 * the app starts.
 */
export function unguardedSimpleFields(metadata: TypeGraphQLMetadata | undefined): string[] {
  if (!metadata?.authorizedFields) throw new Error("TypeGraphQL's metadata storage was not found");
  const guarded = (target: Target, field: string) =>
    metadata.authorizedFields.some((a) => a.target === target && a.fieldName === field) ||
    metadata.middlewares.some((m) => m.target === target && m.fieldName === field) ||
    metadata.resolverMiddlewares.some((m) => m.target === target);
  const resolved = (type: Target, field: string) =>
    metadata.fieldResolvers.some((r) => r.methodName === field && r.getObjectType?.() === type);
  const found: string[] = [];
  for (const { target: type } of metadata.objectTypes.filter((t) => t.simpleResolvers)) {
    // The type's own fields and those it inherits.
    const classes: Target[] = [];
    for (let c: Target | null = type; c && c !== Function.prototype; c = Object.getPrototypeOf(c))
      classes.push(c);
    for (const field of metadata.fields)
      if (
        classes.includes(field.target) &&
        guarded(field.target, field.name) &&
        !resolved(type, field.name)
      )
        found.push(`${type.name}.${field.name}`);
  }
  return found;
}
