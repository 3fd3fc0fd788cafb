// Errors a developer can act on: every error, whatever raised it (the parser, validation, a variable of the
// wrong type, a domain rule, a library, a bug), carries `extensions.code`, over HTTP and over WebSocket;
// bad input says which fields in `extensions.fields`; a rate-limited answer says when to retry, in
// `extensions.retryAfter` and, over HTTP, in the `Retry-After` header. Internal errors are masked.
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { makeMember, newMemberInput, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

const PER_EMAIL = 2;
const MESSAGES_PER_MINUTE = 2;
const SECRET = "secret internal detail 7f3a";
const MASKED = "Something went wrong. Please try again.";

let app: TestServer;
let member: Member;
let other: Member;
beforeAll(async () => {
  // Behind a proxy, so the sign-in guesses come from an address of their own (X-Forwarded-For).
  app = await startTestServer({
    TRUST_PROXY: "true",
    RATE_LIMIT_AUTH_PER_EMAIL: String(PER_EMAIL),
    RATE_LIMIT_MESSAGES_PER_MINUTE: String(MESSAGES_PER_MINUTE),
  });
  member = await makeMember(app.url);
  other = await makeMember(app.url);
  // A fault deep in the database, as a bug or a library would raise one: its words must not leave the server.
  await app.db.query(`
    CREATE FUNCTION error_extensions_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${SECRET}'; END $$`);
  await app.db.query(`
    CREATE TRIGGER error_extensions_fault BEFORE INSERT ON tag_follows
    FOR EACH ROW EXECUTE FUNCTION error_extensions_fault()`);
});
afterAll(() => app.stop());

type FormattedError = {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string>; retryAfter?: number };
};
const firstError = (res: { errors?: FormattedError[] }) => res.errors?.[0];

/** A POST to /graphql with a raw body: what a client sends that is not even an operation. */
async function post(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { errors?: FormattedError[] } };
}

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`;
const FOLLOW_TAG = `mutation ($name: String!) { followTag(name: $name) { name } }`;
const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;

describe("over HTTP", () => {
  it("codes a document that does not parse", async () => {
    const res = await gql(app.url, `query { me { id `);
    expect(res.status).toBe(400);
    expect(firstError(res)).toMatchObject({
      message: expect.stringContaining("Syntax Error"),
      extensions: { code: "GRAPHQL_PARSE_FAILED" },
    });
  });

  it("codes a field the schema does not have, naming it", async () => {
    const res = await gql(app.url, `query { me { id shoeSize } }`, {}, member);
    expect(res.status).toBe(400);
    expect(firstError(res)).toMatchObject({
      message: expect.stringContaining('Cannot query field "shoeSize"'),
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
  });

  it("codes a request that is not an operation at all", async () => {
    const notJson = await post("{ not json");
    expect(notJson.status).toBe(400);
    expect(firstError(notJson.body)).toEqual({
      message: "The request body is not valid JSON.",
      extensions: { code: "BAD_REQUEST" },
    });
    const noQuery = await post(JSON.stringify({ variables: {} }));
    expect(noQuery.status).toBe(400);
    expect(firstError(noQuery.body)?.extensions?.code).toBe("BAD_REQUEST");
  });

  it("codes the domain's refusals: signed out, not allowed, not found, taken", async () => {
    expect(errorCode(await gql(app.url, `mutation { revokeOtherSessions }`))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await gql(app.url, `query { adminStats { __typename } }`, {}, member))).toBe(
      "FORBIDDEN",
    );
    expect(
      errorCode(
        await gql(
          app.url,
          `mutation ($id: ID!) { markMessageRead(id: $id) { id } }`,
          { id: "00000000-0000-4000-8000-000000000000" },
          member,
        ),
      ),
    ).toBe("NOT_FOUND");
    const taken = await gql(app.url, SIGN_UP, {
      input: newMemberInput({ username: member.username }),
    });
    expect(firstError(taken)?.extensions).toEqual({
      code: "CONFLICT",
      fields: { username: firstError(taken)!.message },
    });
  });

  it("says which fields were bad, from the domain's rules and from the variables' types", async () => {
    const blank = await gql(app.url, SIGN_UP, {
      input: newMemberInput({ username: " ", email: "" }),
    });
    expect(firstError(blank)).toMatchObject({
      message: "Please fill in all fields",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { username: "Please fill in all fields", email: "Please fill in all fields" },
      },
    });
    const malformed = await gql(app.url, SIGN_UP, {
      input: newMemberInput({ email: "not-an-address" }),
    });
    expect(firstError(malformed)).toMatchObject({
      message: "Please enter a valid email address",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { email: "Please enter a valid email address" },
      },
    });

    // graphql-js refuses these before any resolver runs; the field is read from its wording.
    const missing = await gql(app.url, SIGN_IN, { input: { email: member.email } });
    expect(missing.status).toBe(400);
    expect(firstError(missing)).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: { password: firstError(missing)!.message } },
    });
    const wrongType = await gql(app.url, SIGN_IN, { input: { email: 5, password: "x" } });
    expect(firstError(wrongType)).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: { email: firstError(wrongType)!.message } },
    });
    const noVariable = await gql(app.url, SIGN_IN, {});
    expect(firstError(noVariable)).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: { input: firstError(noVariable)!.message } },
    });

    // Bad input about the request as a whole names no field, and still carries `fields`.
    const wrongPassword = await gql(
      app.url,
      SIGN_IN,
      { input: { email: member.email, password: "not-the-password" } },
      { headers: { "x-forwarded-for": "203.0.113.200" } },
    );
    expect(firstError(wrongPassword)).toEqual({
      message: "Invalid email or password.",
      locations: expect.any(Array),
      path: ["signIn"],
      extensions: { code: "BAD_USER_INPUT", fields: {} },
    });
  });

  it("masks an unexpected internal error as INTERNAL_SERVER_ERROR, its words kept inside", async () => {
    const res = await gql(app.url, FOLLOW_TAG, { name: "rust" }, member);
    expect(firstError(res)).toEqual({
      message: MASKED,
      locations: expect.any(Array),
      path: ["followTag"],
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(JSON.stringify(res.errors)).not.toContain(SECRET);
    expect(JSON.stringify(res.errors)).not.toContain("tag_follows");
  });

  it("says when to retry a rate-limited request, in the error and in the Retry-After header", async () => {
    const attacker = { headers: { "x-forwarded-for": "203.0.113.7" } };
    const guesses: GraphQLResponse[] = [];
    for (let i = 0; i <= PER_EMAIL; i++)
      guesses.push(
        await gql(
          app.url,
          SIGN_IN,
          { input: { email: other.email, password: `guess-${i}` } },
          attacker,
        ),
      );
    // The refused guesses are the control: bad input, and no header.
    for (const refused of guesses.slice(0, PER_EMAIL)) {
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
      expect(refused.headers.get("retry-after")).toBeNull();
    }
    const limited = guesses[PER_EMAIL] as GraphQLResponse & { errors: FormattedError[] };
    const error = firstError(limited)!;
    expect(error.extensions).toEqual({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    const wait = error.extensions!.retryAfter!;
    // The sign-in window is 15 minutes: the wait is whole seconds within it.
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(limited.status).toBe(200);
    expect(limited.headers.get("retry-after")).toBe(String(wait));
  });
});

describe("over WebSocket", () => {
  let client: Client;
  beforeAll(async () => {
    client = await new Promise<Client>((resolve, reject) => {
      const socket = createClient({
        url: `${app.url.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { token: member.token },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: reject,
        on: { connected: () => resolve(socket) },
      });
    });
  });
  afterAll(() => client.dispose());

  /** One operation over the socket: its errors, whether sent as the result's or instead of one. */
  const run = (query: string, variables: Record<string, unknown> = {}) =>
    new Promise<{ data?: unknown; errors?: FormattedError[] }>((resolve, reject) => {
      let result: { data?: unknown; errors?: FormattedError[] } = {};
      client.subscribe(
        { query, variables },
        {
          next: (value) => (result = value as typeof result),
          error: (error) =>
            Array.isArray(error)
              ? resolve({ errors: error as FormattedError[] })
              : reject(error as Error),
          complete: () => resolve(result),
        },
      );
    });

  it("codes parse, validation and variable errors as HTTP does", async () => {
    expect(firstError(await run(`query { me { id `))?.extensions?.code).toBe(
      "GRAPHQL_PARSE_FAILED",
    );
    const unknown = firstError(await run(`query { me { id shoeSize } }`));
    expect(unknown).toMatchObject({
      message: expect.stringContaining('Cannot query field "shoeSize"'),
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    const wrongType = firstError(await run(SIGN_IN, { input: { email: 5, password: "x" } }));
    expect(wrongType).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: { email: wrongType!.message } },
    });
  });

  it("masks an unexpected internal error", async () => {
    const res = await run(FOLLOW_TAG, { name: "golang" });
    expect(firstError(res)).toMatchObject({
      message: MASKED,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(JSON.stringify(res.errors)).not.toContain(SECRET);
  });

  it("carries retryAfter on a rate-limited operation (a socket has no headers)", async () => {
    const results = [];
    for (let i = 0; i <= MESSAGES_PER_MINUTE; i++)
      results.push(await run(SEND, { input: { receiverId: other.id, content: `hello ${i}` } }));
    expect(results.slice(0, MESSAGES_PER_MINUTE).map((r) => r.errors)).toEqual(
      Array(MESSAGES_PER_MINUTE).fill(undefined),
    );
    const error = firstError(results[MESSAGES_PER_MINUTE])!;
    expect(error.extensions).toEqual({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    const wait = error.extensions!.retryAfter!;
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });
});
