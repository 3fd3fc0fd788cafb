import { Arg, type ClassType } from "type-graphql";
import { ID } from "./ids";

/** An id argument: `@IdArg("groupId") groupId: string` stands for `@Arg("groupId", () => ID) groupId`. */
export const IdArg = (name: string) => Arg(name, () => ID);

/** A mutation's input object: `@InputArg(CreateGroupInput) input` stands for `@Arg("input", () => CreateGroupInput) input`. */
export const InputArg = (type: ClassType) => Arg("input", () => type);
