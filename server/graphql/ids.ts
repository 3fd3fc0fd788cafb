import { GraphQLID, GraphQLScalarType, type ValueNode } from "graphql";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row. */
export const isUuid = (value: string) => UUID.test(value);

/**
 * What a malformed id becomes: the nil UUID, which the database never generates (ids are random v4
 * UUIDs), so it finds nothing, exactly as an unknown id does.
 */
export const NO_ROW_ID = "00000000-0000-0000-0000-000000000000";

const toRowId = (value: string) => (isUuid(value) ? value.toLowerCase() : NO_ROW_ID);

/**
 * The schema's `ID`: the same scalar to clients (it prints as the built-in `ID`), and the one place ids
 * are checked. Every id argument and input field arrives as a UUID: a malformed one as `NO_ROW_ID`, so
 * it answers as an unknown id does (a lookup is null, a mutation NOT_FOUND) without a check in each
 * resolver and without a database error. Use it instead of type-graphql's `ID`.
 */
export const ID = new GraphQLScalarType({
  name: "ID",
  description: GraphQLID.description,
  specifiedByURL: GraphQLID.specifiedByURL,
  serialize: GraphQLID.serialize,
  parseValue: (value) => toRowId(GraphQLID.parseValue(value)),
  parseLiteral: (node: ValueNode, variables) =>
    toRowId(GraphQLID.parseLiteral(node, variables) as string),
});
