import "reflect-metadata";
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from "graphql";
import { createSchema } from "../../server/schema";

/**
 * Every element of the schema a developer sees in Apollo Sandbox, with its description: each type, field,
 * argument, input field and enum value (the root types and GraphQL's own scalars excepted).
 */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(name);
  };
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map(
      (type) => type?.name,
    ),
  );
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isScalarType(type) && isSpecifiedScalarType(type)) continue;
    if (!roots.has(type.name)) need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args)
          need(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        need(`${type.name}.${field.name}`, field.description);
    if (isEnumType(type))
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
  }
  return missing;
}

describe("the schema's documentation", () => {
  it("describes every type, field, argument, input field and enum value", async () => {
    expect(undocumented(await createSchema())).toEqual([]);
  });
});
