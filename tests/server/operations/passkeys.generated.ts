/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type PasskeysListQueryVariables = Exact<{ [key: string]: never }>;

export type PasskeysListQuery = {
  settings: {
    passkeys: Array<{
      id: string;
      name: string | null;
      createdAt: string;
      lastUsedAt: string | null;
    }>;
  };
};

export type PasskeysBeginRegistrationMutationVariables = Exact<{ [key: string]: never }>;

export type PasskeysBeginRegistrationMutation = { beginPasskeyRegistration: unknown };

export type PasskeysFinishRegistrationMutationVariables = Exact<{
  response: unknown;
  name?: string | null | undefined;
}>;

export type PasskeysFinishRegistrationMutation = {
  finishPasskeyRegistration: {
    id: string;
    name: string | null;
    createdAt: string;
    lastUsedAt: string | null;
  };
};

export type PasskeysBeginSignInMutationVariables = Exact<{
  email?: string | null | undefined;
}>;

export type PasskeysBeginSignInMutation = { beginPasskeySignIn: unknown };

export type PasskeysFinishSignInMutationVariables = Exact<{
  response: unknown;
}>;

export type PasskeysFinishSignInMutation = {
  finishPasskeySignIn: { token: string; me: { id: string } };
};

export type PasskeysDeleteMutationVariables = Exact<{
  id: string | number;
}>;

export type PasskeysDeleteMutation = { deletePasskey: boolean };

export const PasskeysListDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PasskeysList" },
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
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                      { kind: "Field", name: { kind: "Name", value: "lastUsedAt" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasskeysListQuery, PasskeysListQueryVariables>;
export const PasskeysBeginRegistrationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "PasskeysBeginRegistration" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "beginPasskeyRegistration" } }],
      },
    },
  ],
} as unknown as DocumentNode<
  PasskeysBeginRegistrationMutation,
  PasskeysBeginRegistrationMutationVariables
>;
export const PasskeysFinishRegistrationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "PasskeysFinishRegistration" },
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
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                { kind: "Field", name: { kind: "Name", value: "lastUsedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  PasskeysFinishRegistrationMutation,
  PasskeysFinishRegistrationMutationVariables
>;
export const PasskeysBeginSignInDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "PasskeysBeginSignIn" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "email" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "beginPasskeySignIn" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: { kind: "Variable", name: { kind: "Name", value: "email" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasskeysBeginSignInMutation, PasskeysBeginSignInMutationVariables>;
export const PasskeysFinishSignInDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "PasskeysFinishSignIn" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "response" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "JSONObject" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "finishPasskeySignIn" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "response" },
                value: { kind: "Variable", name: { kind: "Name", value: "response" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "me" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasskeysFinishSignInMutation, PasskeysFinishSignInMutationVariables>;
export const PasskeysDeleteDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "PasskeysDelete" },
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
} as unknown as DocumentNode<PasskeysDeleteMutation, PasskeysDeleteMutationVariables>;
