/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ViewerFields on Profile {\n  id\n  username\n  fullName\n  email\n  avatarUrl\n  verified\n  isSuperAdmin\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation ResendVerificationEmail {\n  resendVerificationEmail\n}": typeof types.ViewerFieldsFragmentDoc,
    "fragment ProfileHeaderFields on Profile {\n  id\n  username\n  fullName\n  email\n  bio\n  location\n  company\n  title\n  skills\n  avatarUrl\n  coverPhotoUrl\n  verified\n  createdAt\n}\n\nquery ProfileHeader($id: ID!) {\n  profile(id: $id) {\n    ...ProfileHeaderFields\n  }\n}": typeof types.ProfileHeaderFieldsFragmentDoc,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
};
const documents: Documents = {
    "fragment ViewerFields on Profile {\n  id\n  username\n  fullName\n  email\n  avatarUrl\n  verified\n  isSuperAdmin\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation ResendVerificationEmail {\n  resendVerificationEmail\n}": types.ViewerFieldsFragmentDoc,
    "fragment ProfileHeaderFields on Profile {\n  id\n  username\n  fullName\n  email\n  bio\n  location\n  company\n  title\n  skills\n  avatarUrl\n  coverPhotoUrl\n  verified\n  createdAt\n}\n\nquery ProfileHeader($id: ID!) {\n  profile(id: $id) {\n    ...ProfileHeaderFields\n  }\n}": types.ProfileHeaderFieldsFragmentDoc,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Profile {\n  id\n  username\n  fullName\n  email\n  avatarUrl\n  verified\n  isSuperAdmin\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation ResendVerificationEmail {\n  resendVerificationEmail\n}"): (typeof documents)["fragment ViewerFields on Profile {\n  id\n  username\n  fullName\n  email\n  avatarUrl\n  verified\n  isSuperAdmin\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    expiresAt\n    me {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation ResendVerificationEmail {\n  resendVerificationEmail\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileHeaderFields on Profile {\n  id\n  username\n  fullName\n  email\n  bio\n  location\n  company\n  title\n  skills\n  avatarUrl\n  coverPhotoUrl\n  verified\n  createdAt\n}\n\nquery ProfileHeader($id: ID!) {\n  profile(id: $id) {\n    ...ProfileHeaderFields\n  }\n}"): (typeof documents)["fragment ProfileHeaderFields on Profile {\n  id\n  username\n  fullName\n  email\n  bio\n  location\n  company\n  title\n  skills\n  avatarUrl\n  coverPhotoUrl\n  verified\n  createdAt\n}\n\nquery ProfileHeader($id: ID!) {\n  profile(id: $id) {\n    ...ProfileHeaderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;