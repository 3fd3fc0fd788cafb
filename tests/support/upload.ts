// GraphQL multipart requests (the spec graphql-upload implements) with one top-level file variable, the
// common case; multipart.ts sends files anywhere in the variables.
import type { Auth, GraphQLResponse } from "./graphql-client";
import { gqlMultipart, type TestFile } from "./multipart";

export function gqlUpload(
  baseUrl: string,
  query: string,
  file: TestFile,
  auth: Auth,
  variable = "file",
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
): Promise<GraphQLResponse<Record<string, any>>> {
  return gqlMultipart(baseUrl, query, {}, { [variable]: file }, auth);
}
