/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type SessionsListQueryVariables = Exact<{ [key: string]: never }>;

export type SessionsListQuery = {
  sessions: Array<{
    id: string;
    current: boolean;
    userAgent: string | null;
    ip: string | null;
    createdAt: string;
    lastSeenAt: string;
  }>;
};

export type SessionsRevokeMutationVariables = Exact<{
  id: string | number;
}>;

export type SessionsRevokeMutation = { revokeSession: boolean };

export type SessionsRevokeOthersMutationVariables = Exact<{ [key: string]: never }>;

export type SessionsRevokeOthersMutation = { revokeOtherSessions: number };

export const SessionsListDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SessionsList" },
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
} as unknown as DocumentNode<SessionsListQuery, SessionsListQueryVariables>;
export const SessionsRevokeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SessionsRevoke" },
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
} as unknown as DocumentNode<SessionsRevokeMutation, SessionsRevokeMutationVariables>;
export const SessionsRevokeOthersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SessionsRevokeOthers" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "revokeOtherSessions" } }],
      },
    },
  ],
} as unknown as DocumentNode<SessionsRevokeOthersMutation, SessionsRevokeOthersMutationVariables>;
