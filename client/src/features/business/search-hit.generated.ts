/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type BusinessPageHitFieldsFragment = {
  id: string;
  name: string;
  isVerified: boolean;
  businessCategory: Types.BusinessCategory;
};

export const BusinessPageHitFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageHitFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          {
            kind: "Field",
            alias: { kind: "Name", value: "businessCategory" },
            name: { kind: "Name", value: "category" },
          },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessPageHitFieldsFragment, unknown>;
