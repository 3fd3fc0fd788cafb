import "reflect-metadata";
import { SIGNED_IN } from "../../server/graphql/signed-in";
import { createSchema } from "../../server/schema";

type Target = { name: string };
const metadata = () =>
  (
    globalThis as unknown as {
      TypeGraphQLMetadataStorage: {
        mutations: { target: Target; methodName: string; schemaName: string }[];
        authorizedFields: { target: Target; fieldName: string }[];
        middlewares: { target: Target; fieldName: string; middlewares: unknown[] }[];
      };
    }
  ).TypeGraphQLMetadataStorage;

describe("who may call a mutation", () => {
  it("needs a signed-in member for every mutation but the ones that sign in, by @Authorized or @SignedIn", async () => {
    await createSchema();
    const { mutations, authorizedFields, middlewares } = metadata();
    const guarded = (target: Target, field: string) =>
      authorizedFields.some((a) => a.target === target && a.fieldName === field) ||
      middlewares.some(
        (m) =>
          m.target === target &&
          m.fieldName === field &&
          m.middlewares.some((fn) => (fn as { name: string }).name === SIGNED_IN),
      );
    expect(new Set(mutations.map((m) => m.schemaName)).size).toBeGreaterThan(80);
    // Jest's module registry may hold the resolvers twice; each copy must be guarded.
    const unguarded = mutations.filter((m) => !guarded(m.target, m.methodName));
    expect([...new Set(unguarded.map((m) => m.schemaName))].sort()).toEqual([
      // Signing in with a passkey: the signed assertion of a challenge it asked for is the proof.
      "beginPasskeySignIn",
      // The second step of a sign-in: its challenge (from signIn) and a code are the proof.
      "completeSignIn",
      "finishPasskeySignIn",
      "requestPasswordReset",
      "resetPassword",
      "signIn",
      "signOut",
      "signUp",
      // An e-mail's unsubscribe link works without signing in: its signed token is the proof.
      "unsubscribe",
      "verifyEmail",
    ]);
  });
});
