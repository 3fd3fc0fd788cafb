/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type PasskeyFieldsFragment = {
  id: string;
  name: string | null;
  createdAt: string;
  lastUsedAt: string | null;
};

export type SecurityPasskeysQueryVariables = Exact<{ [key: string]: never }>;

export type SecurityPasskeysQuery = {
  settings: {
    passkeys: Array<{
      id: string;
      name: string | null;
      createdAt: string;
      lastUsedAt: string | null;
    }>;
  };
};

export type BeginPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never }>;

export type BeginPasskeyRegistrationMutation = { beginPasskeyRegistration: unknown };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  response: unknown;
  name?: string | null | undefined;
}>;

export type FinishPasskeyRegistrationMutation = {
  finishPasskeyRegistration: {
    id: string;
    name: string | null;
    createdAt: string;
    lastUsedAt: string | null;
  };
};

export type DeletePasskeyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePasskeyMutation = { deletePasskey: boolean };

export const PasskeyFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PasskeyFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Passkey" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "lastUsedAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasskeyFieldsFragment, unknown>;
export const SecurityPasskeysDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecurityPasskeys" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "settings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "passkeys" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "PasskeyFields" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PasskeyFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Passkey" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "lastUsedAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecurityPasskeysQuery, SecurityPasskeysQueryVariables>;
export const BeginPasskeyRegistrationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BeginPasskeyRegistration" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "beginPasskeyRegistration" } }],
      },
    },
  ],
} as unknown as DocumentNode<
  BeginPasskeyRegistrationMutation,
  BeginPasskeyRegistrationMutationVariables
>;
export const FinishPasskeyRegistrationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "FinishPasskeyRegistration" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "response" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "JSONObject" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "finishPasskeyRegistration" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "response" },
                value: { kind: "Variable", name: { kind: "Name", value: "response" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PasskeyFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PasskeyFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Passkey" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "lastUsedAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  FinishPasskeyRegistrationMutation,
  FinishPasskeyRegistrationMutationVariables
>;
export const DeletePasskeyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeletePasskey" },
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
            name: { kind: "Name", value: "deletePasskey" },
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
} as unknown as DocumentNode<DeletePasskeyMutation, DeletePasskeyMutationVariables>;
