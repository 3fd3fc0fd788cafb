import { Field } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
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

/** The row's id: a random UUID, the GraphQL `ID`. */
export const IdField = () =>
  stacked(
    Field(() => ID),
    PrimaryGeneratedColumn("uuid"),
  );

/** When the row was made (a keyset column: `timestamptz(3)`), a GraphQL field. */
export const CreatedAtField = () =>
  stacked(Field(), CreateDateColumn({ type: "timestamptz", precision: 3 }));

/** When the row last changed, a GraphQL field. */
export const UpdatedAtField = () =>
  stacked(Field(), UpdateDateColumn({ type: "timestamptz", precision: 3 }));

/** Optional text, a nullable GraphQL `String`: `text`, or `varchar(length)` where a length is given. */
export const NullableTextField = (length?: number) =>
  stacked(
    Field(() => String, { nullable: true }),
    Column(
      length === undefined
        ? { type: "text", nullable: true }
        : { type: "varchar", length, nullable: true },
    ),
  );

/** The row this one belongs to, by its id in `column`; the row goes with it (or forgets it: SET NULL). */
export const BelongsTo = <T>(
  type: string | (() => EntityClass<T>),
  column: string,
  onDelete: "CASCADE" | "SET NULL" = "CASCADE",
) => stacked(ManyToOne(type, { onDelete }), JoinColumn({ name: column }));
