import { Arg, type ClassType } from "type-graphql";
import { ID } from "./ids";

/**
 * An id argument: `@IdArg("groupId", "The group's id") groupId: string` stands for
 * `@Arg("groupId", () => ID, { description: "The group's id" }) groupId`.
 */
export const IdArg = (name: string, description?: string) => Arg(name, () => ID, { description });

/** A mutation's input object: `@InputArg(CreateGroupInput) input` stands for `@Arg("input", () => CreateGroupInput) input`. */
export const InputArg = (type: ClassType, description?: string) =>
  Arg("input", () => type, { description });
