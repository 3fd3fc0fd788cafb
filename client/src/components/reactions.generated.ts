/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type ReactionCountFieldsFragment = {
  type: Types.ReactionType;
  count: number;
  viewerHasReacted: boolean;
};

export type ToggleReactionMutationVariables = Exact<{
  input: Types.ToggleReactionInput;
}>;

export type ToggleReactionMutation = {
  toggleReaction: {
    contentType: Types.ContentType;
    contentId: string;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  };
};

export const ReactionCountFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReactionCountFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReactionCount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "type" } },
          { kind: "Field", name: { kind: "Name", value: "count" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasReacted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReactionCountFieldsFragment, unknown>;
export const ToggleReactionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ToggleReaction" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ToggleReactionInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "toggleReaction" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "contentType" } },
                { kind: "Field", name: { kind: "Name", value: "contentId" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "reactions" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "ReactionCountFields" },
                      },
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
      name: { kind: "Name", value: "ReactionCountFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReactionCount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "type" } },
          { kind: "Field", name: { kind: "Name", value: "count" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasReacted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleReactionMutation, ToggleReactionMutationVariables>;
