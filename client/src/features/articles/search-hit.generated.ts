/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type ArticleHitFieldsFragment = {
  id: string;
  title: string;
  excerpt: string;
  category: Types.ArticleCategory | null;
};

export const ArticleHitFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ArticleHitFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Article" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArticleHitFieldsFragment, unknown>;
