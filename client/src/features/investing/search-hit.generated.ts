/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type BusinessIdeaHitFieldsFragment = {
  id: string;
  title: string;
  industry: Types.Industry;
  fundingGoal: number;
};

export const BusinessIdeaHitFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessIdeaHitFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessIdeaHitFieldsFragment, unknown>;
