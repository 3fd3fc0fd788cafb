/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type EventHitFieldsFragment = {
  id: string;
  title: string;
  location: string;
  startsAt: string;
  cancelledAt: string | null;
};

export const EventHitFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventHitFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventHitFieldsFragment, unknown>;
