/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type SuggestionFieldsFragment = {
  mutualConnectionCount: number;
  reasons: Array<string>;
  profile: {
    id: string;
    username: string;
    fullName: string | null;
    title: string | null;
    company: string | null;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    degree: Types.ConnectionDegree | null;
  };
};

export type PeopleYouMayKnowQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type PeopleYouMayKnowQuery = {
  peopleYouMayKnow: {
    edges: Array<{
      cursor: string;
      node: {
        mutualConnectionCount: number;
        reasons: Array<string>;
        profile: {
          id: string;
          username: string;
          fullName: string | null;
          title: string | null;
          company: string | null;
          avatarUrl: string | null;
          avatarThumbnailUrl: string | null;
          degree: Types.ConnectionDegree | null;
        };
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ConnectWithSuggestionMutationVariables = Exact<{
  userId: string | number;
}>;

export type ConnectWithSuggestionMutation = {
  sendFriendRequest: {
    id: string;
    connectionStatus: Types.ConnectionStatus | null;
    hasIncomingFriendRequest: boolean;
  };
};

export type DismissSuggestionMutationVariables = Exact<{
  memberId: string | number;
}>;

export type DismissSuggestionMutation = { dismissSuggestion: boolean };

export const SuggestionFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SuggestionFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Suggestion" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mutualConnectionCount" } },
          { kind: "Field", name: { kind: "Name", value: "reasons" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "profile" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "company" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "degree" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SuggestionFieldsFragment, unknown>;
export const PeopleYouMayKnowDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PeopleYouMayKnow" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "peopleYouMayKnow" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "FragmentSpread",
                              name: { kind: "Name", value: "SuggestionFields" },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
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
      name: { kind: "Name", value: "SuggestionFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Suggestion" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mutualConnectionCount" } },
          { kind: "Field", name: { kind: "Name", value: "reasons" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "profile" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "company" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "degree" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeopleYouMayKnowQuery, PeopleYouMayKnowQueryVariables>;
export const ConnectWithSuggestionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ConnectWithSuggestion" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
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
            name: { kind: "Name", value: "sendFriendRequest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "connectionStatus" } },
                { kind: "Field", name: { kind: "Name", value: "hasIncomingFriendRequest" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConnectWithSuggestionMutation, ConnectWithSuggestionMutationVariables>;
export const DismissSuggestionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DismissSuggestion" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
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
            name: { kind: "Name", value: "dismissSuggestion" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberId" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DismissSuggestionMutation, DismissSuggestionMutationVariables>;
