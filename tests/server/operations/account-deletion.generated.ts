/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type DeletionDeleteAccountMutationVariables = Exact<{
  password: string;
}>;

export type DeletionDeleteAccountMutation = { deleteAccount: string };

export type DeletionCancelMutationVariables = Exact<{ [key: string]: never }>;

export type DeletionCancelMutation = { cancelAccountDeletion: boolean };

export type DeletionScheduledAtQueryVariables = Exact<{ [key: string]: never }>;

export type DeletionScheduledAtQuery = { settings: { deletionScheduledAt: string | null } };

export const DeletionDeleteAccountDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeletionDeleteAccount" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "password" } },
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
            name: { kind: "Name", value: "deleteAccount" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: { kind: "Variable", name: { kind: "Name", value: "password" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletionDeleteAccountMutation, DeletionDeleteAccountMutationVariables>;
export const DeletionCancelDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeletionCancel" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "cancelAccountDeletion" } }],
      },
    },
  ],
} as unknown as DocumentNode<DeletionCancelMutation, DeletionCancelMutationVariables>;
export const DeletionScheduledAtDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DeletionScheduledAt" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "settings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "deletionScheduledAt" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletionScheduledAtQuery, DeletionScheduledAtQueryVariables>;
