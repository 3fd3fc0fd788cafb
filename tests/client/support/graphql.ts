import { graphql, HttpResponse, type GraphQLQuery, type GraphQLResponseBody } from "msw";
import type { ViewerFixture } from "./fixtures";

/** GraphQL handlers scoped to the URL the test client talks to. */
export const api = graphql.link("http://localhost/graphql");

/** A successful GraphQL response carrying `data`. */
export function gqlData(data: GraphQLQuery) {
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data });
}

/** `me` answers with the given viewer (null for a visitor). */
export function meHandler(me: ViewerFixture | null | (() => ViewerFixture | null)) {
  return api.query("Me", () => gqlData({ me: typeof me === "function" ? me() : me }));
}

/** A GraphQL error response as the server sends it: the spec's message plus `extensions.code`. */
export function graphQLError(message: string, code: string, fields?: Record<string, string>) {
  const body = {
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
    data: null,
  };
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>(
    body as unknown as GraphQLResponseBody<GraphQLQuery>,
  );
}

/** A transport failure (no GraphQL body), as when the server is down or a proxy fails. */
export function httpFailure(status = 500) {
  return new Response("Service unavailable", {
    status,
    headers: { "Content-Type": "text/plain" },
  });
}
