// Test data made through the public API, always fresh and random, with overrides.
import crypto from "node:crypto";
import { gql } from "./graphql-client";

export type Member = {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  cookie: string;
};

export function newMemberInput(
  overrides: Partial<{ username: string; email: string; password: string }> = {},
) {
  const suffix = crypto.randomBytes(4).toString("hex");
  return {
    username: `member_${suffix}`,
    email: `member_${suffix}@example.com`,
    password: "secret-pass",
    ...overrides,
  };
}

export async function makeMember(
  baseUrl: string,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<Member> {
  const input = newMemberInput(overrides);
  const res = await gql(
    baseUrl,
    `mutation ($input: SignUpInput!) { signUp(input: $input) { token me { id } } }`,
    { input },
  );
  if (res.errors) throw new Error(`makeMember failed: ${res.errors[0].message}`);
  const token = res.data!.signUp.token as string;
  return { ...input, id: res.data!.signUp.me.id, token, cookie: `agora_session=${token}` };
}
