// Inputs that once reached a 500 (issue 11, findings 3 and 5): each is now bad input with a message, over
// HTTP and over the WebSocket alike, while the same operation with good input still works.
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, getNamedType, isEnumType, isNonNullType, type GraphQLField } from "graphql";
import type { Client } from "graphql-ws";
import { makeMember, type Member } from "../support/factories";
import { connectWs, errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
let member: Member;
let other: Member;
beforeAll(async () => {
  app = await startTestServer();
  [member, other] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
});
afterAll(() => app.stop());

const NUL = "\u0000";
const nulMessage = (field: string) => `${field} must not contain NUL characters (\\u0000)`;

/** Expects BAD_USER_INPUT naming `field`, with the NUL message. */
function expectNulRefused(res: Pick<GraphQLResponse, "errors">, field: string) {
  expect(res.errors?.[0]).toMatchObject({
    message: nulMessage(field),
    extensions: { code: "BAD_USER_INPUT", fields: { [field]: nulMessage(field) } },
  });
}

/** Runs one query or mutation over a graphql-ws socket. */
function overSocket(client: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<Pick<GraphQLResponse, "data" | "errors">>((resolve, reject) => {
    let result: Pick<GraphQLResponse, "data" | "errors"> = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => (result = value as typeof result),
        error: reject,
        complete: () => resolve(result),
      },
    );
  });
}

describe("NUL characters in text (finding 3)", () => {
  const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
  const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
  const SEARCH = `query ($q: String!) { search(query: $q) { totalCount } }`;
  const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { content } }`;
  const ARTICLE = `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { title } }`;
  const PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { fullName skills } }`;

  it("refuses them in variables, input fields and list items as bad input naming the field, also signed out", async () => {
    // The controls: the same operations without the NUL work.
    expect(
      (await gql(app.url, SIGN_IN, { input: { email: member.email, password: member.password } }))
        .errors,
    ).toBeUndefined();
    expect((await gql(app.url, RESET, { email: "nobody@example.com" })).data).toEqual({
      requestPasswordReset: true,
    });
    expect((await gql(app.url, PROFILE, { input: { skills: ["go"] } }, member)).errors).toBe(
      undefined,
    );

    expectNulRefused(
      await gql(app.url, SIGN_IN, { input: { email: `a${NUL}@example.com`, password: "x" } }),
      "email",
    );
    expectNulRefused(
      await gql(app.url, SIGN_IN, { input: { email: member.email, password: `pass${NUL}` } }),
      "password",
    );
    expectNulRefused(await gql(app.url, RESET, { email: `a${NUL}b@example.com` }), "email");
    expectNulRefused(await gql(app.url, SEARCH, { q: `ada${NUL}` }), "query");
    expectNulRefused(
      await gql(app.url, SEND, { input: { receiverId: other.id, content: `hi${NUL}` } }, member),
      "content",
    );
    expectNulRefused(
      await gql(
        app.url,
        ARTICLE,
        { input: { title: `A title${NUL}`, content: "Long enough content for an article." } },
        member,
      ),
      "title",
    );
    for (const field of ["fullName", "bio", "location", "company", "title", "avatarUrl"])
      expectNulRefused(
        await gql(app.url, PROFILE, { input: { [field]: `x${NUL}y` } }, member),
        field,
      );
    expectNulRefused(
      await gql(app.url, PROFILE, { input: { skills: ["go", `ru${NUL}st`] } }, member),
      "skills",
    );
    // Nothing was stored.
    const [row] = await app.db.query(`SELECT skills FROM profiles WHERE id = $1`, [member.id]);
    expect(row.skills).toEqual(["go"]);
  });

  it("refuses them in literals of the document too", async () => {
    expectNulRefused(
      await gql(app.url, `mutation { requestPasswordReset(email: "a\\u0000@example.com") }`),
      "email",
    );
    expectNulRefused(
      await gql(app.url, `{ contacts(search: "a\\u0000") { totalCount } }`, {}, member),
      "search",
    );
    expectNulRefused(await gql(app.url, `{ feed(after: "\\u0000") { totalCount } }`), "after");
  });

  it("refuses them over the WebSocket, which executes the same schema", async () => {
    const { client } = await connectWs(app.url, { token: member.token });
    try {
      // The control: the same mutation without the NUL works over the socket.
      const ok = await overSocket(client, SEND, {
        input: { receiverId: other.id, content: "over the socket" },
      });
      expect(ok).toEqual({ data: { sendMessage: { content: "over the socket" } } });
      expectNulRefused(
        await overSocket(client, SEND, { input: { receiverId: other.id, content: `a${NUL}` } }),
        "content",
      );
      expectNulRefused(await overSocket(client, SEARCH, { q: NUL }), "query");
    } finally {
      await client.dispose();
    }
  });
});

describe("cursors out of range or malformed (finding 5)", () => {
  const schema = buildSchema(readFileSync(path.join(__dirname, "../../schema.graphql"), "utf8"));
  // Every paged list of the schema, found by its cursor argument, so a new list is covered as it comes.
  const lists = Object.values(schema.getQueryType()!.getFields()).flatMap((field) => {
    const cursor = field.args.find((arg) => ["after", "before"].includes(arg.name));
    return cursor ? [{ field, cursor: cursor.name }] : [];
  });
  const required = (field: GraphQLField<unknown, unknown>) =>
    field.args
      .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
      .map((arg) => {
        const type = getNamedType(arg.type);
        if (isEnumType(type)) return `${arg.name}: ${type.getValues()[0].name}`;
        if (type.name === "ID") return `${arg.name}: "${member.id}"`;
        if (type.name === "String") return `${arg.name}: "ada"`;
        throw new Error(`No value for ${field.name}(${arg.name}: ${type.name})`);
      });
  const cursorOf = (text: string) => Buffer.from(text).toString("base64url");

  it("finds the paged lists in the schema", () => {
    expect(lists.map((list) => list.field.name)).toEqual(
      expect.arrayContaining([
        "articles",
        "connections",
        "contacts",
        "conversation",
        "feed",
        "followers",
        "friendRequests",
        "inbox",
        "notifications",
        "search",
      ]),
    );
  });

  it("answers 'Invalid cursor' as bad input on every paged list, signed in or out", async () => {
    const bad = [
      cursorOf(`-200000-01-01T00:00:00.000Z|${member.id}`),
      cursorOf(`+275760-09-13T00:00:00.000Z|${member.id}`),
      cursorOf(`2024-02-31T00:00:00.000Z|${member.id}`),
      cursorOf(`2024-01-01T00:00:00.000Z|not-a-uuid`),
      cursorOf(`2024-01-01|${member.id}`),
      cursorOf("o:99999999999999999999"),
      cursorOf("o:-1"),
      "%%%",
      "x".repeat(10_000),
    ];
    // Every list's wrong answers, so one failure shows them all.
    const wrong: { list: string; cursor: string; status: number; error: unknown }[] = [];
    for (const { field, cursor } of lists) {
      const args = [...required(field), `${cursor}: $cursor`].join(", ");
      const query = `query ($cursor: String) { ${field.name}(${args}) { totalCount } }`;
      for (const auth of [member, {}]) {
        const control = await gql(app.url, query, { cursor: null }, auth);
        const answers = await Promise.all(
          bad.map((value) => gql(app.url, query, { cursor: value }, auth)),
        );
        answers.forEach((res, i) => {
          const error = res.errors?.[0];
          // A visitor refused a members' list, or a list of content that isn't there, may answer that
          // before it reads the cursor; every other answer is the cursor's.
          const sameAsControl =
            control.status === 200 &&
            errorCode(control) !== "INTERNAL_SERVER_ERROR" &&
            control.errors &&
            errorCode(res) === errorCode(control);
          const invalidCursor =
            error?.message === "Invalid cursor" && errorCode(res) === "BAD_USER_INPUT";
          if (res.status !== 200 || !(sameAsControl || invalidCursor))
            wrong.push({
              list: field.name,
              cursor: bad[i].slice(0, 40),
              status: res.status,
              error,
            });
        });
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still pages with the cursors the lists hand out", async () => {
    const first = await gql(app.url, `{ feed(first: 1) { pageInfo { endCursor } } }`);
    const after = first.data!.feed.pageInfo.endCursor as string;
    expect(after).toEqual(expect.any(String));
    const next = await gql(
      app.url,
      `query ($a: String) { feed(first: 1, after: $a) { totalCount } }`,
      {
        a: after,
      },
    );
    expect(next.errors).toBeUndefined();
  });
});

describe("other inputs that reached a 500 (finding 5)", () => {
  it("signs in and resets with e-mails of 243 to 254 characters (the rate-limit keys are digests)", async () => {
    for (const length of [243, 250, 254]) {
      const email = `${"a".repeat(length - "@example.com".length)}@example.com`;
      expect(email).toHaveLength(length);
      const signIn = await gql(
        app.url,
        `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
        { input: { email, password: "whatever" } },
      );
      expect(signIn.errors?.[0]).toMatchObject({
        message: "Invalid email or password.",
        extensions: { code: "BAD_USER_INPUT" },
      });
      const reset = await gql(
        app.url,
        `mutation ($e: String!) { requestPasswordReset(email: $e) }`,
        {
          e: email,
        },
      );
      expect(reset.data).toEqual({ requestPasswordReset: true });
    }
    const keys: { key: string }[] = await app.db.query(`SELECT key FROM rate_limits`);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key.length).toBeLessThanOrEqual(80);
      expect(key).not.toContain("@");
    }
  });

  it("answers an empty business idea id as an unknown one (NOT_FOUND, as every malformed id)", async () => {
    const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
    const res = await gql(
      app.url,
      SEND,
      {
        input: {
          receiverId: other.id,
          content: "About your idea",
          messageType: "BUSINESS_INQUIRY",
          businessIdeaId: "",
        },
      },
      member,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: "Business idea not found.",
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("refuses a string or an object for an Upload as bad input", async () => {
    const UPLOAD = `mutation ($file: Upload!) { uploadAvatar(file: $file) { id } }`;
    for (const file of ["not a file", { filename: "a.png" }, 42, [1]]) {
      const res = await gql(app.url, UPLOAD, { file }, member);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({
        message: "Expected a file, sent in a multipart request",
        extensions: {
          code: "BAD_USER_INPUT",
          fields: { file: "Expected a file, sent in a multipart request" },
        },
      });
    }
    const nested = await gql(
      app.url,
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      { input: { title: "Title", content: "Long enough content.", image: "x" } },
      member,
    );
    expect(errorCode(nested)).toBe("BAD_USER_INPUT");
  });

  it("knows one's own id in upper case as oneself", async () => {
    const upper = member.id.toUpperCase();
    const message = await gql(
      app.url,
      `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`,
      { input: { receiverId: upper, content: "hi me" } },
      member,
    );
    expect(message.errors?.[0]).toMatchObject({
      message: "You cannot message yourself.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const follow = await gql(
      app.url,
      `mutation ($id: ID!) { follow(userId: $id) { id } }`,
      { id: upper },
      member,
    );
    expect(follow.errors?.[0]).toMatchObject({
      message: "You cannot connect with yourself.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    // Another member's id in upper case names that member.
    const profile = await gql(app.url, `query ($id: ID!) { profile(id: $id) { id } }`, {
      id: other.id.toUpperCase(),
    });
    expect(profile.data).toEqual({ profile: { id: other.id } });
  });
});
