import type { GraphQLScalarType } from "graphql";
import { Field, InputType, ObjectType } from "type-graphql";

/**
 * A field's GraphQL type in a table of fields: a scalar, `String`, `Boolean`, `Date`, an enum's values,
 * an object type's class, or a list of one of these (`[ReactionCount]`).
 */
type FieldType =
  | StringConstructor
  | BooleanConstructor
  | DateConstructor
  | GraphQLScalarType
  | (abstract new () => object)
  | object;
type ListableType = FieldType | readonly [FieldType];

/** Fields by name: a type, or `[type, description]`. */
type Fields = Record<string, ListableType | readonly [ListableType, string]>;

/** The TypeScript value of a field's type. */
type ValueOf<T> = T extends readonly [infer U, string]
  ? ValueOf<U>
  : T extends readonly [infer U]
    ? ValueOf<U>[]
    : T extends StringConstructor
      ? string
      : T extends BooleanConstructor
        ? boolean
        : T extends DateConstructor
          ? Date
          : T extends GraphQLScalarType<infer V>
            ? V
            : T extends abstract new () => infer I
              ? I
              : T[keyof T];

/** The class of a table of fields: the `required` ones, then the `optional` ones (nullable). */
type FieldsClass<R extends Fields, O extends Fields> = abstract new () => {
  [K in keyof R]: ValueOf<R[K]>;
} & { [K in keyof O]?: ValueOf<O[K]> | null };

function fieldsClass(decorator: ClassDecorator, required: Fields, optional: Fields = {}) {
  abstract class Fields {}
  decorator(Fields);
  for (const [nullable, fields] of [
    [false, required],
    [true, optional],
  ] as const) {
    for (const [name, field] of Object.entries(fields)) {
      const described = Array.isArray(field) && field.length === 2;
      const [type, description] = described ? field : [field];
      Field(() => type as object, { nullable, description })(Fields.prototype, name);
    }
  }
  return Fields;
}

/**
 * An input's plain fields, written as a table: the `required` ones, then the `optional` ones (nullable),
 * each in the order given; a field with a description is given as `[type, description]`. The input
 * extends it and adds what it words otherwise:
 *
 *     @InputType()
 *     export class CreateReviewInput extends InputFields({ pageId: ID, rating: [Int, "1 to 5 stars"] }) {}
 */
export function InputFields<const R extends Fields, const O extends Fields = Record<never, never>>(
  required: R,
  optional?: O,
) {
  return fieldsClass(InputType(), required, optional) as FieldsClass<R, O>;
}

/**
 * The fields an update takes, each optional and nullable (what is left out stays as it is):
 * `class UpdateForumPostInput extends OptionalFields({ title: String, content: String }) {}`.
 */
export const OptionalFields = <const O extends Fields>(optional: O) => InputFields({}, optional);

/** An object type's plain fields, as InputFields writes an input's: non-null ones, then nullable ones. */
export function ObjectFields<const R extends Fields, const O extends Fields = Record<never, never>>(
  required: R,
  nullable?: O,
) {
  return fieldsClass(ObjectType(), required, nullable) as FieldsClass<R, O>;
}
