// GraphQL multipart requests (the spec graphql-upload implements), as the browser's upload link sends them.
import type { Auth, GraphQLResponse } from "./graphql-client";

export async function gqlUpload(
  baseUrl: string,
  query: string,
  file: { data: Buffer; name: string; type: string },
  auth: Auth,
  variable = "file",
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
): Promise<GraphQLResponse<Record<string, any>>> {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { [variable]: null } }));
  form.append("map", JSON.stringify({ 0: [`variables.${variable}`] }));
  form.append("0", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers: Record<string, string> = { "apollo-require-preflight": "true" };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  const res = await fetch(`${baseUrl}/graphql`, { method: "POST", headers, body: form });
  const text = await res.text();
  let body: Omit<GraphQLResponse<Record<string, unknown>>, "status" | "headers">;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { ...body, status: res.status, headers: res.headers };
}
