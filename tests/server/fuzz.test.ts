// A fuzz of every query and mutation of the schema the server builds (so a new area's operations are in
// it as soon as they exist): for each argument, each input field and each list item, values of the wrong
// type, nulls, NUL characters, 1 MB strings, huge and negative `first`, out-of-range and malformed cursors
// and ids, signed out and signed in. No answer may be a 5xx, an INTERNAL_SERVER_ERROR or show internals
// (stack frames, file paths, SQL, driver errors). The cases are enumerated, not random: the same run each
// time. Upload arguments are sent the wrong-type JSON values (a file needs a multipart request).
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { createSchema } from "../../server/schema";
import { makeMember, type Member } from "../support/factories";
import type { Auth } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

const ADMIN = { email: "fuzz-admin@example.com", password: "fuzz-admin-password" };

let app: TestServer;
let schema: GraphQLSchema;
let other: Member;
/** Operations that may ban or delete the member `other` names. */
const SPENDS_OTHER = new Set(["banUser", "deleteUser", "resolveReport", "blockMember"]);
let otherSpent = false;
let articleId: string;
beforeAll(async () => {
  app = await startTestServer({
    ADMIN_EMAILS: ADMIN.email,
    // The fuzz signs in and up thousands of times from one address: limits would only hide the cases.
    RATE_LIMIT_AUTH_PER_IP: "1000000",
    RATE_LIMIT_AUTH_PER_EMAIL: "1000000",
  });
  schema = await createSchema();
  other = await makeMember(app.url);
  await makeMember(app.url, ADMIN);
}, 60_000);
afterAll(() => app?.stop());

/** Data of the answer to a request that must succeed. */
async function must<T>(query: string, variables: Record<string, unknown>, auth: Auth = {}) {
  const answer = JSON.parse((await post(query, variables, auth)).text) as {
    data?: T;
    errors?: unknown;
  };
  if (!answer.data) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * The three viewers each operation is fuzzed as: a visitor, a new member and the super admin, signed in
 * afresh (an operation may sign them out); and an article for ids of content to name.
 */
async function setUp(freshOther: boolean) {
  const member = await makeMember(app.url);
  // The member every id names is made afresh after an operation that may have banned or deleted them.
  if (freshOther) other = await makeMember(app.url);
  const admin = await must<{ signIn: { token: string } }>(
    `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
    { input: ADMIN },
  );
  const article = await must<{ createArticle: { id: string } }>(
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title: "A fuzzed article", content: "Content long enough to publish it." } },
    { token: other.token },
  );
  articleId = article.createArticle.id;
  return [
    { who: "visitor", auth: {} },
    { who: "member", auth: { token: member.token } },
    { who: "super admin", auth: { token: admin.signIn.token } },
  ];
}

/** Sends one operation; the raw text is what is checked, the status too. */
async function post(query: string, variables: Record<string, unknown>, auth: Auth = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, text: await res.text() };
}

const MB = "a".repeat(1_000_000);
const NUL = "nul\u0000text";
const UUID = "3f1c2b8e-7d4a-4c1e-9b2f-0a1b2c3d4e5f";
const cursor = (text: string) => Buffer.from(text).toString("base64url");
const BAD_CURSORS = [
  cursor(`-200000-01-01T00:00:00.000Z|${UUID}`),
  cursor(`+275760-09-13T00:00:00.000Z|${UUID}`),
  cursor(`2024-01-01T00:00:00.000Z|not-a-uuid`),
  cursor(`2024-01-01T00:00:00.000Z|${UUID}|99999999`),
  cursor("o:99999999999999999999"),
  "%%%not base64%%%",
];

/** What the fuzz gives a position of one named type, beside null and the wrong types below. */
function badValuesOf(typeName: string, argName: string): unknown[] {
  const cursors = ["after", "before"].includes(argName) ? BAD_CURSORS : [];
  switch (typeName) {
    case "String":
      // A 254-character e-mail: the longest address the account rules take.
      return ["", NUL, MB, `${"e".repeat(242)}@example.com`, ...cursors];
    case "ID":
      return [
        "",
        "not-a-uuid",
        UUID.toUpperCase(),
        "00000000-0000-0000-0000-000000000000",
        NUL,
        MB,
      ];
    case "Int":
      return [-1, 0, 2147483647, -2147483648, 2147483648, 1.5];
    case "Float":
      return [-1, 1e308, -1e308];
    case "Boolean":
      return [];
    case "DateTime":
      return [
        "-200000-01-01T00:00:00Z",
        "+275760-09-13T00:00:00Z",
        "2024-02-31T00:00:00Z",
        "x",
        1e20,
      ];
    case "JSONObject":
    case "JSON":
      return [{ a: NUL }, { [NUL]: 1 }, { deep: { deeper: [MB] } }];
    default:
      return [];
  }
}
/** Values of the wrong type for every position. */
const WRONG_TYPES: unknown[] = [42, "text", true, { an: "object" }, [1, 2]];

/** A plausible value of a type: what every position holds while another is being fuzzed. */
function goodValue(type: GraphQLInputType, name: string, depth = 0): unknown {
  if (isNonNullType(type)) return goodValue(type.ofType, name, depth);
  if (isListType(type)) return [goodValue(type.ofType, name, depth)];
  if (isEnumType(type))
    return type.getValues()[0].value === undefined ? null : type.getValues()[0].name;
  if (isInputObjectType(type)) {
    // Its required fields only: each optional one is added when it is the one fuzzed, so that no other
    // field's checks stand in front of it.
    if (depth > 3) return undefined;
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (!isRequired(field)) continue;
      const item = goodValue(field.type, field.name, depth + 1);
      if (item !== undefined) value[field.name] = item;
    }
    return value;
  }
  switch (type.name) {
    case "String":
      if (/email/i.test(name)) return `fuzz-${name}@example.com`;
      if (/url/i.test(name)) return "https://example.com/fuzz.png";
      if (/password/i.test(name)) return "fuzz-password";
      return `fuzz ${name} text`;
    case "ID":
      return /article|content/i.test(name) ? articleId : other.id;
    case "Int":
      return 5;
    case "Float":
      return 1.5;
    case "Boolean":
      return true;
    case "DateTime":
      return new Date(Date.now() + 86_400_000).toISOString();
    case "JSONObject":
    case "JSON":
      return {};
    default:
      // Upload and anything else without a JSON form: left out (null where required).
      return undefined;
  }
}

const isRequired = (arg: { type: GraphQLInputType; defaultValue?: unknown }) =>
  isNonNullType(arg.type) && arg.defaultValue === undefined;

/** Sets `value` at `path` in a copy of `base`, making the objects and lists on the way. */
function withValue(base: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, i) => {
    node[key] ??= typeof path[i + 1] === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path.at(-1)!] = value;
  return copy;
}

/** Every position of an argument (itself, its input fields, its list items) with its bad values. */
function positions(
  type: GraphQLInputType,
  path: (string | number)[],
  name: string,
  depth = 0,
): { path: (string | number)[]; values: unknown[] }[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const named = getNamedType(inner);
  const here = {
    path,
    values: [null, ...WRONG_TYPES, ...(isLeafType(named) ? badValuesOf(named.name, name) : [])],
  };
  if (isListType(inner)) {
    return [
      { path, values: [null, [], [null], Array(1000).fill(goodValue(inner.ofType, name))] },
      ...positions(inner.ofType, [...path, 0], name, depth + 1),
    ];
  }
  if (isInputObjectType(inner) && depth < 4) {
    return [
      { path, values: [null, "text", [], {}, { unknownField: 1 }] },
      ...Object.values(inner.getFields()).flatMap((field) =>
        positions(field.type, [...path, field.name], field.name, depth + 1),
      ),
    ];
  }
  return [here];
}

/** A selection of a return type: its leaf fields, and objects' leaves a few levels down. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isUnionType(named) || isInterfaceType(named) || depth > 2) return "{ __typename }";
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields())
    .filter((field) => !field.args.some(isRequired))
    .map((field) => `${field.name} ${selection(field.type, depth + 1)}`);
  return `{ __typename ${fields.join(" ")} }`;
}

type Case = { label: string; query: string; variables: Record<string, unknown> };

/** The operation with the arguments a case gives (an argument left out takes its default). */
function operation(kind: string, field: GraphQLField<unknown, unknown>, given: string[]) {
  const args = field.args.filter((arg) => given.includes(arg.name));
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const uses = args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  return `${kind} Fuzz${definitions ? `(${definitions})` : ""} { ${field.name}${
    uses ? `(${uses})` : ""
  } ${selection(field.type)} }`;
}

function casesOf(kind: string, field: GraphQLField<unknown, unknown>): Case[] {
  // The required arguments; each optional one is added when it is the one fuzzed.
  const base: Record<string, unknown> = {};
  let good = "good values";
  for (const arg of field.args.filter(isRequired)) {
    const value = goodValue(arg.type, arg.name);
    base[arg.name] = value === undefined ? null : value;
    // A required file has no JSON form: these cases reach the resolver only through a multipart request.
    if (value === undefined) good = "null for a required file";
  }
  const make = (label: string, variables: Record<string, unknown>) => ({
    label,
    query: operation(kind, field, Object.keys(variables)),
    variables,
  });
  const cases: Case[] = [make(good, base)];
  for (const arg of field.args)
    for (const position of positions(arg.type, [arg.name], arg.name))
      for (const value of position.values)
        cases.push(
          make(
            `${position.path.join(".")} = ${JSON.stringify(value)?.slice(0, 40)}`,
            withValue(base, position.path, value),
          ),
        );
  return cases;
}

/** What must never be in an answer: internals of the server, its database or its runtime. */
const INTERNALS: [string, RegExp][] = [
  ["a stack frame", /\bat .{0,200}\.(ts|js|mjs|cjs):\d+/],
  ["a file path", /(\/work\/|\/home\/|\/root\/|node_modules|server\/modules\/|server\/graphql\/)/],
  ["a driver error", /QueryFailedError|EntityNotFound|EntityPropertyNotFound|TypeORMError/],
  ["a runtime error", /\b(RangeError|TypeError|ReferenceError)\b|Maximum call stack/],
  [
    "SQL",
    /syntax error at or near|violates [a-z ]*constraint|invalid input syntax|duplicate key value|out of range for type|\bSELECT\b[^"]{0,200}\bFROM\b|\bINSERT INTO\b/i,
  ],
];

/** Why an answer fails the fuzz, or null. */
function problem({ status, text }: { status: number; text: string }): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (text.includes("INTERNAL_SERVER_ERROR")) return "INTERNAL_SERVER_ERROR";
  // Echoed values (a 1 MB string) are the fuzz's own; only the rest is searched.
  const answer = text.replaceAll(MB, "").replaceAll(JSON.stringify(NUL).slice(1, -1), "");
  for (const [what, pattern] of INTERNALS) if (pattern.test(answer)) return what;
  return null;
}

/** Runs `work` over `items`, `limit` at a time, in order. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += limit)
    await Promise.all(items.slice(i, i + limit).map(work));
}

/**
 * Every query and mutation, named at collection time from schema.graphql (CI keeps it equal to the schema
 * the server builds, which the cases are made from): one test each, so each has its own time limit and a
 * failure names its operation.
 */
const sdl = buildSchema(fs.readFileSync(path.join(__dirname, "../../schema.graphql"), "utf8"));
const OPERATIONS = [
  ...Object.keys(sdl.getQueryType()!.getFields()).map((name) => ["query", name] as const),
  ...Object.keys(sdl.getMutationType()!.getFields()).map((name) => ["mutation", name] as const),
];

describe("every operation answers bad input without a 5xx, INTERNAL_SERVER_ERROR or internals", () => {
  it.each(OPERATIONS)(
    "%s %s",
    async (kind, name) => {
      const root = kind === "query" ? schema.getQueryType() : schema.getMutationType();
      const field = root!.getFields()[name];
      expect(field).toBeDefined();
      const failures: string[] = [];
      const unchecked: string[] = [];
      const cases = casesOf(kind, field);
      const freshOther = otherSpent;
      otherSpent = SPENDS_OTHER.has(field.name);
      for (const { who, auth } of await setUp(freshOther)) {
        await inBatches(cases, 8, async ({ label, query, variables }) => {
          const answer = await post(query, variables, auth);
          const why = problem(answer);
          if (why)
            failures.push(`${field.name} (${who}) ${label}: ${why}: ${answer.text.slice(0, 300)}`);
          // The good values must reach the resolver, or the cases built on them test nothing.
          if (
            label === "good values" &&
            /GRAPHQL_VALIDATION_FAILED|Variable \\"\$/.test(answer.text)
          )
            unchecked.push(`${field.name}: ${answer.text.slice(0, 300)}`);
        });
      }
      expect(unchecked).toEqual([]);
      expect(failures).toEqual([]);
    },
    90_000,
  );
});
