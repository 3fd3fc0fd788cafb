import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { UserInputError } from "./errors";

/** The answer to text holding U+0000, which PostgreSQL cannot store in any text column. */
export const nulMessage = (field: string) => `${field} must not contain NUL characters (\\u0000)`;

const NUL = "\u0000";

/** Whether a value of this input type can hold text: String, ID and the other scalars do, enums don't. */
function canHoldText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return !["Int", "Float", "Boolean", "Upload"].includes(named.name);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => canHoldText(field.type, seen));
}

/** The first text with a NUL in a scalar's value (a JSON scalar holds nested lists and objects). */
function scalarHasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (Array.isArray(value)) return value.some(scalarHasNul);
  if (value && typeof value === "object") {
    const proto = Object.getPrototypeOf(value) as unknown;
    // Plain JSON only: an Upload's promise or a Date holds no client text.
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || scalarHasNul(item));
  }
  return false;
}

/** The name of the argument or input field whose text holds a NUL, walking the value by its type. */
function fieldWithNul(type: GraphQLInputType, value: unknown, name: string): string | null {
  if (value == null) return null;
  if (isNonNullType(type)) return fieldWithNul(type.ofType, value, name);
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const found = fieldWithNul(type.ofType, item, name);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      const found = field && fieldWithNul(field.type, item, key);
      if (found) return found;
    }
    return null;
  }
  return isScalarType(type) && scalarHasNul(value) ? name : null;
}

function refuseNul(args: readonly GraphQLArgument[], values: Record<string, unknown>) {
  for (const arg of args) {
    const field = fieldWithNul(arg.type, values[arg.name], arg.name);
    if (field) throw new UserInputError({ [field]: nulMessage(field) });
  }
}

function guard<T extends GraphQLFieldResolver<unknown, unknown>>(
  args: readonly GraphQLArgument[],
  resolve: T,
): T {
  return ((source, values, context, info) => {
    refuseNul(args, values);
    return resolve(source, values, context, info);
  }) as T;
}

/**
 * Refuses text holding U+0000 in any argument, however deep (input objects, lists, variables and literals
 * alike), as bad input naming the field: PostgreSQL refuses the character in text, and argon2, LIKE
 * patterns or a mailer have no use for it. One check for the whole schema, so a new operation is covered
 * without doing anything, over HTTP and WebSocket alike (both execute this schema). Only fields with an
 * argument that can hold text are wrapped; the check runs before the field's own resolver (and before
 * type-graphql's validation of its inputs).
 */
export function refuseNulBytes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const args = field.args.filter((arg) => canHoldText(arg.type));
      if (args.length === 0) continue;
      field.resolve = guard(args, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = guard(args, field.subscribe);
    }
  }
  return schema;
}
