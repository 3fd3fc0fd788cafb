/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type DataExportFieldsFragment = {
  id: string;
  status: Types.ExportStatus;
  createdAt: string;
  downloadUrl: string | null;
};

export type DataExportsQueryVariables = Exact<{ [key: string]: never }>;

export type DataExportsQuery = {
  dataExports: Array<{
    id: string;
    status: Types.ExportStatus;
    createdAt: string;
    downloadUrl: string | null;
  }>;
};

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never }>;

export type RequestDataExportMutation = {
  requestDataExport: {
    id: string;
    status: Types.ExportStatus;
    createdAt: string;
    downloadUrl: string | null;
  };
};

export const DataExportFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DataExportFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "DataExport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "downloadUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataExportFieldsFragment, unknown>;
export const DataExportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DataExports" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dataExports" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "DataExportFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DataExportFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "DataExport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "downloadUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataExportsQuery, DataExportsQueryVariables>;
export const RequestDataExportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RequestDataExport" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "requestDataExport" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "DataExportFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DataExportFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "DataExport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "downloadUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
