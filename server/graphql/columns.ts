import { Field, Int } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ColumnType,
  type ObjectType as EntityClass,
} from "typeorm";
import { ID } from "./ids";

/**
 * The column decorators entities repeat, each a GraphQL field and its column (or a relation and its
 * join column) in one. They apply their parts as stacked decorators would: the last first.
 */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (let i = decorators.length - 1; i >= 0; i--) decorators[i](target, key);
  };

/** The row's id: a random UUID, the GraphQL `ID`; its description says so unless one is given. */
export const IdField = (description = "Its unique id (a UUID).") =>
  stacked(
    Field(() => ID, { description }),
    PrimaryGeneratedColumn("uuid"),
  );

/** When the row was made (a keyset column: `timestamptz(3)`), a GraphQL field. */
export const CreatedAtField = (description = "When it was created.") =>
  stacked(Field({ description }), CreateDateColumn({ type: "timestamptz", precision: 3 }));

/** When the row last changed, a GraphQL field. */
export const UpdatedAtField = (description = "When it last changed.") =>
  stacked(Field({ description }), UpdateDateColumn({ type: "timestamptz", precision: 3 }));

/** A field's GraphQL type, as TypeGraphQL takes it: a class, scalar or registered enum. */
type GraphQLType = () => object;

/** What a field's options may say: its GraphQL description, whether it may be null, its column's default. */
export type FieldOptions<T = unknown> = { description?: string; nullable?: boolean; default?: T };

/** A GraphQL field of type `type` and its column of `column`'s options, nullable (or not) alike. */
const field = <T>(type: GraphQLType, column: object, options: FieldOptions<T>) =>
  stacked(
    Field(type, { nullable: options.nullable, description: options.description }),
    Column({ ...column, nullable: options.nullable, default: options.default }),
  );

/** Text, a GraphQL `String`: `text`, or `varchar(length)` where a length is given. */
export const TextField = (length?: number, options: FieldOptions<string> = {}) =>
  field(
    () => String,
    length === undefined ? { type: "text" } : { type: "varchar", length },
    options,
  );

/** Optional text, a nullable GraphQL `String`: `text`, or `varchar(length)` where a length is given. */
export const NullableTextField = (length?: number, description?: string) =>
  TextField(length, { nullable: true, description });

/**
 * A value of a GraphQL enum or union of strings, `type`, kept as text: `varchar(length)` (admins' and
 * notifications' kinds, which grow without a migration).
 */
export const KindField = <T>(type: GraphQLType, length: number, options: FieldOptions<T> = {}) =>
  field(type, { type: "varchar", length }, options);

/** A value of a registered enum, a PostgreSQL enum named `enumName` (the same values). */
export const EnumField = <E extends object>(
  values: E,
  enumName: string,
  options: FieldOptions<E[keyof E]> = {},
) => field(() => values, { type: "enum", enum: values, enumName }, options);

/** A yes or no, `false` unless `default` says otherwise. */
export const FlagField = (options: FieldOptions<boolean> = {}) =>
  field(() => Boolean, { type: "boolean" }, { default: false, ...options });

/** A whole number, a GraphQL `Int`: `int`, or the column type given (`smallint`). */
export const IntField = (options: FieldOptions<number> & { type?: ColumnType } = {}) =>
  field(() => Int, { type: options.type ?? "int" }, options);

/**
 * An instant, a GraphQL `DateTime`: `timestamptz(3)` (milliseconds, as JavaScript keeps them), or with
 * PostgreSQL's own precision where `precision` is null.
 */
export const TimeField = (options: FieldOptions<never> & { precision?: number | null } = {}) =>
  field(
    () => Date,
    { type: "timestamptz", precision: options.precision === undefined ? 3 : options.precision },
    options,
  );

type OnDelete = "CASCADE" | "SET NULL";

/** The row this one belongs to, by its id in `column`; the row goes with it (or forgets it: SET NULL). */
export const BelongsTo = <T>(
  type: string | (() => EntityClass<T>),
  column: string,
  onDelete: OnDelete = "CASCADE",
) => stacked(ManyToOne(type, { onDelete }), JoinColumn({ name: column }));

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/**
 * A foreign key, on its id property: the `uuid` column, and the relation to the row it names, joined
 * on that column (BelongsTo) under the property's name without `Id` (`groupId`: `group`), or `relation`.
 * The relation's property is declared only where code reads it. SET NULL makes the column nullable;
 * `primary` makes it part of the primary key; `index` indexes it (under the name given, or TypeORM's);
 * `one` makes the relation one-to-one (the row's own id naming its user).
 */
export const ForeignKey =
  <T>(
    type: string | (() => EntityClass<T>),
    options: {
      relation?: string;
      onDelete?: OnDelete;
      primary?: boolean;
      index?: true | string;
      one?: boolean;
    } = {},
  ): PropertyDecorator =>
  (target, key) => {
    const { onDelete = "CASCADE", index } = options;
    if (options.primary) PrimaryColumn({ type: "uuid" })(target, key);
    else Column({ type: "uuid", ...(onDelete === "SET NULL" && { nullable: true }) })(target, key);
    if (index) (index === true ? Index() : Index(index))(target, key);
    const name = String(key);
    const relation = options.relation ?? name.replace(/Id$/, "");
    if (options.one)
      stacked(OneToOne(type, { onDelete }), JoinColumn({ name: snake(name) }))(target, relation);
    else BelongsTo(type, snake(name), onDelete)(target, relation);
  };
