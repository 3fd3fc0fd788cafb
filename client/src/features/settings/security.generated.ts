/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type SecuritySessionsQueryVariables = Exact<{ [key: string]: never }>;

export type SecuritySessionsQuery = {
  sessions: Array<{
    id: string;
    current: boolean;
    userAgent: string | null;
    ip: string | null;
    createdAt: string;
    lastSeenAt: string;
  }>;
};

export type SignOutSessionMutationVariables = Exact<{
  id: string | number;
}>;

export type SignOutSessionMutation = { revokeSession: boolean };

export type SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutOtherSessionsMutation = { revokeOtherSessions: number };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never }>;

export type TwoFactorStatusQuery = { settings: { totpEnabled: boolean } };

export type BeginTotpSetupMutationVariables = Exact<{ [key: string]: never }>;

export type BeginTotpSetupMutation = { beginTotpSetup: { secret: string; otpauthUrl: string } };

export type ConfirmTotpSetupMutationVariables = Exact<{
  code: string;
}>;

export type ConfirmTotpSetupMutation = { confirmTotpSetup: { codes: Array<string> } };

export type DisableTotpMutationVariables = Exact<{
  password: string;
  code: string;
}>;

export type DisableTotpMutation = { disableTotp: boolean };

export const SecuritySessionsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecuritySessions" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "sessions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "current" } },
                { kind: "Field", name: { kind: "Name", value: "userAgent" } },
                { kind: "Field", name: { kind: "Name", value: "ip" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                { kind: "Field", name: { kind: "Name", value: "lastSeenAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecuritySessionsQuery, SecuritySessionsQueryVariables>;
export const SignOutSessionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SignOutSession" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "revokeSession" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignOutSessionMutation, SignOutSessionMutationVariables>;
export const SignOutOtherSessionsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SignOutOtherSessions" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "revokeOtherSessions" } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutOtherSessionsMutation, SignOutOtherSessionsMutationVariables>;
export const TwoFactorStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "TwoFactorStatus" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "settings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "totpEnabled" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const BeginTotpSetupDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BeginTotpSetup" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "beginTotpSetup" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "secret" } },
                { kind: "Field", name: { kind: "Name", value: "otpauthUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeginTotpSetupMutation, BeginTotpSetupMutationVariables>;
export const ConfirmTotpSetupDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ConfirmTotpSetup" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "code" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "confirmTotpSetup" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "code" },
                value: { kind: "Variable", name: { kind: "Name", value: "code" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "codes" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmTotpSetupMutation, ConfirmTotpSetupMutationVariables>;
export const DisableTotpDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DisableTotp" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "password" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "code" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "disableTotp" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: { kind: "Variable", name: { kind: "Name", value: "password" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "code" },
                value: { kind: "Variable", name: { kind: "Name", value: "code" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableTotpMutation, DisableTotpMutationVariables>;
