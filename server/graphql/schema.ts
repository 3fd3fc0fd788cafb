import path from "node:path";
import { GraphQLDateTime } from "graphql-scalars";
import { buildSchema } from "type-graphql";
import { rootDir } from "../config";
import { AccountsResolver } from "../modules/accounts/accounts.resolver";
import { ProfilesResolver } from "../modules/profiles/profiles.resolver";
import { authChecker } from "./auth-checker";

export const resolvers = [AccountsResolver, ProfilesResolver] as const;

export function createSchema(options: { emit?: boolean } = {}) {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    emitSchemaFile: options.emit
      ? { path: path.join(rootDir, "schema.graphql"), sortedSchema: true }
      : false,
  });
}
