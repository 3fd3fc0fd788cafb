// GraphQL multipart requests with files anywhere in the variables (`input.image`), as the browser's upload
// link sends them; upload.ts covers the common case of one top-level `$file`.
import type { Auth, GraphQLResponse } from "./graphql-client";

export type TestFile = { data: Buffer; name: string; type: string };

/** Sets `value` at a dotted path (`input.image`) of a copy of `variables`. */
function withValueAt(variables: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(variables);
  const keys = path.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    const inner = node[key];
    node[key] = Array.isArray(inner) ? [...inner] : { ...(inner as Record<string, unknown>) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
  return copy;
}

/** Sends `query` with `variables`, the files attached at their variable paths (`{ "input.image": file }`). */
export async function gqlMultipart(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
  auth: Auth = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
): Promise<GraphQLResponse<Record<string, any>>> {
  const paths = Object.keys(files);
  const operationVariables = paths.reduce((vars, path) => withValueAt(vars, path, null), variables);
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: operationVariables }));
  form.append(
    "map",
    JSON.stringify(Object.fromEntries(paths.map((path, i) => [i, [`variables.${path}`]]))),
  );
  paths.forEach((path, i) => {
    const file = files[path];
    form.append(String(i), new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  });
  const headers: Record<string, string> = { "apollo-require-preflight": "true" };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
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
