import type { z } from "zod";
import { UserInputError } from "./errors";

/** Each field's first message, keyed by the field (an array's items report on the array itself). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "input");
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The input as the shared rules (`<area>.rules.ts`) read it, or a UserInputError with each field's message. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new UserInputError(fieldMessages(result.error));
  return result.data;
}
