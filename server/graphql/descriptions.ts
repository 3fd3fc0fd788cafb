import type { GraphQLSchema } from "graphql";
import { MAX_UPLOAD_BYTES } from "../storage/limits";

/*
 * What the schema says of the types no decorator describes: the root operation types, which TypeGraphQL
 * builds itself, and the libraries' scalars, which the areas' fields name directly (`() => GraphQLUpload`;
 * a described copy would be a second type of the same name). Only descriptions change here: parsing and
 * serializing stay the libraries'.
 */
const DESCRIPTIONS: Record<string, string> = {
  Query:
    "What a client reads. Visitors may read what is public; each field says when it is for members only " +
    "(UNAUTHENTICATED otherwise) or for super admins (FORBIDDEN otherwise). Lists are paged with `first` and " +
    "`after`.",
  Mutation:
    "What a client changes. Nearly every mutation needs a signed-in member (UNAUTHENTICATED otherwise); each " +
    "says who may call it, its limits and the error codes it answers with.",
  Subscription:
    "Live updates, over graphql-ws (WebSocket) at `/graphql`, for signed-in members only: the socket signs in " +
    "with the session cookie or a `token` connection parameter, and is refused (closed with 4403) without a " +
    "valid session. A socket closes with 4403 when its session ends (sign-out, ban, password change).",
  DateTime:
    "An instant, as an RFC 3339 date-time string. Answers are at UTC with milliseconds " +
    "(`2024-05-01T09:30:00.000Z`); arguments may carry an offset (`2024-05-01T11:30:00+02:00`) but must " +
    "carry a time and a zone, and anything else is refused before the operation runs.",
  Upload:
    "A file, sent in a multipart request (the GraphQL multipart request spec: the operation in `operations`, " +
    "the file parts named in `map`) with an `Apollo-Require-Preflight: true` header. At most 2 files a " +
    `request and ${MAX_UPLOAD_BYTES / 1024 / 1024} MB a file; each field states its own types and size. ` +
    "Not over WebSocket.",
  JSONObject: "A JSON object; what it holds depends on the field.",
};

/** Describes the schema's root types and library scalars (before it is printed to schema.graphql). */
export function describeUndecoratedTypes(schema: GraphQLSchema): void {
  for (const [name, description] of Object.entries(DESCRIPTIONS)) {
    const type = schema.getType(name);
    if (type) type.description = description;
  }
}
