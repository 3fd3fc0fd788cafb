/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type ProfileHitFieldsFragment = {
  id: string;
  username: string;
  fullName: string | null;
  company: string | null;
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
  degree: Types.ConnectionDegree | null;
  jobTitle: string | null;
};

export const ProfileHitFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileHitFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          {
            kind: "Field",
            alias: { kind: "Name", value: "jobTitle" },
            name: { kind: "Name", value: "title" },
          },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileHitFieldsFragment, unknown>;
