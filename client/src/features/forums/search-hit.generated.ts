/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type ForumPostHitFieldsFragment = {
  id: string;
  title: string;
  excerpt: string;
  replyCount: number;
  forumCategory: Types.ForumCategory;
};

export const ForumPostHitFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ForumPostHitFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          {
            kind: "Field",
            alias: { kind: "Name", value: "forumCategory" },
            name: { kind: "Name", value: "category" },
          },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForumPostHitFieldsFragment, unknown>;
