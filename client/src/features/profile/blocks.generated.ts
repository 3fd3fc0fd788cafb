/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type BlockMemberMutationVariables = Exact<{
  userId: string | number;
}>;

export type BlockMemberMutation = {
  blockMember: {
    viewerHasBlocked: boolean;
    id: string;
    followerCount: number;
    followingCount: number;
    connectionStatus: Types.ConnectionStatus | null;
    hasIncomingFriendRequest: boolean;
  };
};

export type UnblockMemberMutationVariables = Exact<{
  userId: string | number;
}>;

export type UnblockMemberMutation = {
  unblockMember: {
    viewerHasBlocked: boolean;
    id: string;
    followerCount: number;
    followingCount: number;
    connectionStatus: Types.ConnectionStatus | null;
    hasIncomingFriendRequest: boolean;
  };
};

export const BlockMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BlockMember" },
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
            name: { kind: "Name", value: "blockMember" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ConnectionStateFields" } },
                { kind: "Field", name: { kind: "Name", value: "viewerHasBlocked" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ConnectionStateFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "followingCount" } },
          { kind: "Field", name: { kind: "Name", value: "connectionStatus" } },
          { kind: "Field", name: { kind: "Name", value: "hasIncomingFriendRequest" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlockMemberMutation, BlockMemberMutationVariables>;
export const UnblockMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UnblockMember" },
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
            name: { kind: "Name", value: "unblockMember" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ConnectionStateFields" } },
                { kind: "Field", name: { kind: "Name", value: "viewerHasBlocked" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ConnectionStateFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "followingCount" } },
          { kind: "Field", name: { kind: "Name", value: "connectionStatus" } },
          { kind: "Field", name: { kind: "Name", value: "hasIncomingFriendRequest" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnblockMemberMutation, UnblockMemberMutationVariables>;
