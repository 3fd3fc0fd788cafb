/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type IdeaCardFieldsFragment = {
  id: string;
  title: string;
  description: string;
  industry: Types.Industry;
  risk: Types.RiskLevel;
  status: Types.BusinessIdeaStatus;
  fundingGoal: number;
  currentFunding: number;
  fundingProgress: number;
  equityOffered: number | null;
  location: string | null;
  imageUrl: string | null;
  imageThumbnailUrl: string | null;
  createdAt: string;
  updateCount: number;
  author: {
    id: string;
    username: string;
    fullName: string | null;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
  } | null;
  reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
};

export type IdeaDetailFieldsFragment = {
  website: string | null;
  pitchDeckUrl: string | null;
  videoUrl: string | null;
  updatedAt: string;
  viewerIsOwner: boolean;
  id: string;
  title: string;
  description: string;
  industry: Types.Industry;
  risk: Types.RiskLevel;
  status: Types.BusinessIdeaStatus;
  fundingGoal: number;
  currentFunding: number;
  fundingProgress: number;
  equityOffered: number | null;
  location: string | null;
  imageUrl: string | null;
  imageThumbnailUrl: string | null;
  createdAt: string;
  updateCount: number;
  author: {
    id: string;
    username: string;
    fullName: string | null;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
  } | null;
  reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
};

export type BusinessUpdateFieldsFragment = {
  id: string;
  title: string;
  content: string;
  mediaUrl: string | null;
  mediaType: Types.MediaType | null;
  createdAt: string;
};

export type BusinessIdeasQueryVariables = Exact<{
  industry?: Types.Industry | null | undefined;
  founderId?: string | number | null | undefined;
  search?: string | null | undefined;
  sort?: Types.BusinessIdeaSort | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;

export type BusinessIdeasQuery = {
  businessIdeas: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        title: string;
        description: string;
        industry: Types.Industry;
        risk: Types.RiskLevel;
        status: Types.BusinessIdeaStatus;
        fundingGoal: number;
        currentFunding: number;
        fundingProgress: number;
        equityOffered: number | null;
        location: string | null;
        imageUrl: string | null;
        imageThumbnailUrl: string | null;
        createdAt: string;
        updateCount: number;
        author: {
          id: string;
          username: string;
          fullName: string | null;
          avatarUrl: string | null;
          avatarThumbnailUrl: string | null;
        } | null;
        reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type BusinessIdeaQueryVariables = Exact<{
  id: string | number;
}>;

export type BusinessIdeaQuery = {
  businessIdea: {
    website: string | null;
    pitchDeckUrl: string | null;
    videoUrl: string | null;
    updatedAt: string;
    viewerIsOwner: boolean;
    id: string;
    title: string;
    description: string;
    industry: Types.Industry;
    risk: Types.RiskLevel;
    status: Types.BusinessIdeaStatus;
    fundingGoal: number;
    currentFunding: number;
    fundingProgress: number;
    equityOffered: number | null;
    location: string | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    createdAt: string;
    updateCount: number;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
      avatarThumbnailUrl: string | null;
    } | null;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  } | null;
};

export type BusinessUpdatesQueryVariables = Exact<{
  businessIdeaId: string | number;
  first: number;
  after?: string | null | undefined;
}>;

export type BusinessUpdatesQuery = {
  businessUpdates: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        title: string;
        content: string;
        mediaUrl: string | null;
        mediaType: Types.MediaType | null;
        createdAt: string;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type SubmitBusinessIdeaMutationVariables = Exact<{
  input: Types.SubmitBusinessIdeaInput;
}>;

export type SubmitBusinessIdeaMutation = {
  submitBusinessIdea: {
    website: string | null;
    pitchDeckUrl: string | null;
    videoUrl: string | null;
    updatedAt: string;
    viewerIsOwner: boolean;
    id: string;
    title: string;
    description: string;
    industry: Types.Industry;
    risk: Types.RiskLevel;
    status: Types.BusinessIdeaStatus;
    fundingGoal: number;
    currentFunding: number;
    fundingProgress: number;
    equityOffered: number | null;
    location: string | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    createdAt: string;
    updateCount: number;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
      avatarThumbnailUrl: string | null;
    } | null;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  };
};

export type UpdateBusinessIdeaMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateBusinessIdeaInput;
}>;

export type UpdateBusinessIdeaMutation = {
  updateBusinessIdea: {
    website: string | null;
    pitchDeckUrl: string | null;
    videoUrl: string | null;
    updatedAt: string;
    viewerIsOwner: boolean;
    id: string;
    title: string;
    description: string;
    industry: Types.Industry;
    risk: Types.RiskLevel;
    status: Types.BusinessIdeaStatus;
    fundingGoal: number;
    currentFunding: number;
    fundingProgress: number;
    equityOffered: number | null;
    location: string | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    createdAt: string;
    updateCount: number;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
      avatarThumbnailUrl: string | null;
    } | null;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  };
};

export type AddBusinessUpdateMutationVariables = Exact<{
  input: Types.AddBusinessUpdateInput;
}>;

export type AddBusinessUpdateMutation = {
  addBusinessUpdate: {
    id: string;
    title: string;
    content: string;
    mediaUrl: string | null;
    mediaType: Types.MediaType | null;
    createdAt: string;
  };
};

export type ContactFounderMutationVariables = Exact<{
  ideaId: string | number;
  message: string;
}>;

export type ContactFounderMutation = {
  contactFounder: {
    id: string;
    messageType: Types.MessageType;
    businessIdeaId: string | null;
    receiver: { id: string } | null;
  };
};

export type FundingTotalsQueryVariables = Exact<{ [key: string]: never }>;

export type FundingTotalsQuery = {
  fundingTotals: { ideaCount: number; fundingGoal: number; currentFunding: number };
};

export const IdeaCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "risk" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
          { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
          { kind: "Field", name: { kind: "Name", value: "fundingProgress" } },
          { kind: "Field", name: { kind: "Name", value: "equityOffered" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updateCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reactions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReactionCountFields" } },
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
} as unknown as DocumentNode<IdeaCardFieldsFragment, unknown>;
export const IdeaDetailFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "pitchDeckUrl" } },
          { kind: "Field", name: { kind: "Name", value: "videoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
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
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "risk" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
          { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
          { kind: "Field", name: { kind: "Name", value: "fundingProgress" } },
          { kind: "Field", name: { kind: "Name", value: "equityOffered" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updateCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reactions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReactionCountFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IdeaDetailFieldsFragment, unknown>;
export const BusinessUpdateFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessUpdateFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "mediaUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mediaType" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessUpdateFieldsFragment, unknown>;
export const BusinessIdeasDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BusinessIdeas" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "industry" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Industry" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "founderId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sort" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdeaSort" } },
        },
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
            name: { kind: "Name", value: "businessIdeas" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "industry" },
                value: { kind: "Variable", name: { kind: "Name", value: "industry" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "founderId" },
                value: { kind: "Variable", name: { kind: "Name", value: "founderId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "Variable", name: { kind: "Name", value: "sort" } },
              },
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
                              name: { kind: "Name", value: "IdeaCardFields" },
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
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "risk" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
          { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
          { kind: "Field", name: { kind: "Name", value: "fundingProgress" } },
          { kind: "Field", name: { kind: "Name", value: "equityOffered" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updateCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reactions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReactionCountFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessIdeasQuery, BusinessIdeasQueryVariables>;
export const BusinessIdeaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BusinessIdea" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
            name: { kind: "Name", value: "businessIdea" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaDetailFields" } },
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
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "risk" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
          { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
          { kind: "Field", name: { kind: "Name", value: "fundingProgress" } },
          { kind: "Field", name: { kind: "Name", value: "equityOffered" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updateCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reactions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReactionCountFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "pitchDeckUrl" } },
          { kind: "Field", name: { kind: "Name", value: "videoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessIdeaQuery, BusinessIdeaQueryVariables>;
export const BusinessUpdatesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BusinessUpdates" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "businessIdeaId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
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
            name: { kind: "Name", value: "businessUpdates" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "businessIdeaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "businessIdeaId" } },
              },
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
                              name: { kind: "Name", value: "BusinessUpdateFields" },
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
      name: { kind: "Name", value: "BusinessUpdateFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "mediaUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mediaType" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessUpdatesQuery, BusinessUpdatesQueryVariables>;
export const SubmitBusinessIdeaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SubmitBusinessIdea" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "SubmitBusinessIdeaInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "submitBusinessIdea" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaDetailFields" } },
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
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "risk" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
          { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
          { kind: "Field", name: { kind: "Name", value: "fundingProgress" } },
          { kind: "Field", name: { kind: "Name", value: "equityOffered" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updateCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reactions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReactionCountFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "pitchDeckUrl" } },
          { kind: "Field", name: { kind: "Name", value: "videoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitBusinessIdeaMutation, SubmitBusinessIdeaMutationVariables>;
export const UpdateBusinessIdeaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateBusinessIdea" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateBusinessIdeaInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateBusinessIdea" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaDetailFields" } },
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
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "industry" } },
          { kind: "Field", name: { kind: "Name", value: "risk" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
          { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
          { kind: "Field", name: { kind: "Name", value: "fundingProgress" } },
          { kind: "Field", name: { kind: "Name", value: "equityOffered" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updateCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reactions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReactionCountFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "IdeaDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessIdea" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "IdeaCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "pitchDeckUrl" } },
          { kind: "Field", name: { kind: "Name", value: "videoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBusinessIdeaMutation, UpdateBusinessIdeaMutationVariables>;
export const AddBusinessUpdateDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddBusinessUpdate" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "AddBusinessUpdateInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addBusinessUpdate" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessUpdateFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessUpdateFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "mediaUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mediaType" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddBusinessUpdateMutation, AddBusinessUpdateMutationVariables>;
export const ContactFounderDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ContactFounder" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "ideaId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "message" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contactFounder" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "ideaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "ideaId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "message" },
                value: { kind: "Variable", name: { kind: "Name", value: "message" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "messageType" } },
                { kind: "Field", name: { kind: "Name", value: "businessIdeaId" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "receiver" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactFounderMutation, ContactFounderMutationVariables>;
export const FundingTotalsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "FundingTotals" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "fundingTotals" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "ideaCount" } },
                { kind: "Field", name: { kind: "Name", value: "fundingGoal" } },
                { kind: "Field", name: { kind: "Name", value: "currentFunding" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FundingTotalsQuery, FundingTotalsQueryVariables>;
