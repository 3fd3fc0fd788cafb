/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type ForumPostCardFieldsFragment = {
  id: string;
  title: string;
  excerpt: string;
  category: Types.ForumCategory;
  isPinned: boolean;
  isLocked: boolean;
  createdAt: string;
  viewCount: number;
  replyCount: number;
  viewerHasSaved: boolean;
  author: {
    id: string;
    username: string;
    fullName: string | null;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
  } | null;
  lastReply: {
    id: string;
    createdAt: string;
    author: { id: string; username: string; fullName: string | null } | null;
  } | null;
  reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
};

export type ForumPostDetailFieldsFragment = {
  content: string;
  updatedAt: string;
  editedAt: string | null;
  commentCount: number;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanModerate: boolean;
  id: string;
  title: string;
  excerpt: string;
  category: Types.ForumCategory;
  isPinned: boolean;
  isLocked: boolean;
  createdAt: string;
  viewCount: number;
  replyCount: number;
  viewerHasSaved: boolean;
  mentions: Array<{ id: string; username: string }>;
  author: {
    id: string;
    username: string;
    fullName: string | null;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
  } | null;
  lastReply: {
    id: string;
    createdAt: string;
    author: { id: string; username: string; fullName: string | null } | null;
  } | null;
  reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
};

export type ForumCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type ForumCategoriesQuery = {
  forumCategories: Array<{
    category: Types.ForumCategory;
    name: string;
    description: string;
    color: string;
    postCount: number;
  }>;
};

export type ForumPostsQueryVariables = Exact<{
  category?: Types.ForumCategory | null | undefined;
  search?: string | null | undefined;
  saved?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type ForumPostsQuery = {
  forumPosts: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        title: string;
        excerpt: string;
        category: Types.ForumCategory;
        isPinned: boolean;
        isLocked: boolean;
        createdAt: string;
        viewCount: number;
        replyCount: number;
        viewerHasSaved: boolean;
        author: {
          id: string;
          username: string;
          fullName: string | null;
          avatarUrl: string | null;
          avatarThumbnailUrl: string | null;
        } | null;
        lastReply: {
          id: string;
          createdAt: string;
          author: { id: string; username: string; fullName: string | null } | null;
        } | null;
        reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ForumPostQueryVariables = Exact<{
  id: string | number;
}>;

export type ForumPostQuery = {
  forumPost: {
    content: string;
    updatedAt: string;
    editedAt: string | null;
    commentCount: number;
    viewerCanEdit: boolean;
    viewerCanDelete: boolean;
    viewerCanModerate: boolean;
    id: string;
    title: string;
    excerpt: string;
    category: Types.ForumCategory;
    isPinned: boolean;
    isLocked: boolean;
    createdAt: string;
    viewCount: number;
    replyCount: number;
    viewerHasSaved: boolean;
    mentions: Array<{ id: string; username: string }>;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
      avatarThumbnailUrl: string | null;
    } | null;
    lastReply: {
      id: string;
      createdAt: string;
      author: { id: string; username: string; fullName: string | null } | null;
    } | null;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  } | null;
};

export type CreateForumPostMutationVariables = Exact<{
  input: Types.CreateForumPostInput;
}>;

export type CreateForumPostMutation = {
  createForumPost: {
    id: string;
    title: string;
    excerpt: string;
    category: Types.ForumCategory;
    isPinned: boolean;
    isLocked: boolean;
    createdAt: string;
    viewCount: number;
    replyCount: number;
    viewerHasSaved: boolean;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
      avatarThumbnailUrl: string | null;
    } | null;
    lastReply: {
      id: string;
      createdAt: string;
      author: { id: string; username: string; fullName: string | null } | null;
    } | null;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  };
};

export type UpdateForumPostMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateForumPostInput;
}>;

export type UpdateForumPostMutation = {
  updateForumPost: {
    content: string;
    updatedAt: string;
    editedAt: string | null;
    commentCount: number;
    viewerCanEdit: boolean;
    viewerCanDelete: boolean;
    viewerCanModerate: boolean;
    id: string;
    title: string;
    excerpt: string;
    category: Types.ForumCategory;
    isPinned: boolean;
    isLocked: boolean;
    createdAt: string;
    viewCount: number;
    replyCount: number;
    viewerHasSaved: boolean;
    mentions: Array<{ id: string; username: string }>;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
      avatarThumbnailUrl: string | null;
    } | null;
    lastReply: {
      id: string;
      createdAt: string;
      author: { id: string; username: string; fullName: string | null } | null;
    } | null;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  };
};

export type DeleteForumPostMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteForumPostMutation = { deleteForumPost: boolean };

export type SetForumPostPinnedMutationVariables = Exact<{
  id: string | number;
  pinned: boolean;
}>;

export type SetForumPostPinnedMutation = { setForumPostPinned: { id: string; isPinned: boolean } };

export type SetForumPostLockedMutationVariables = Exact<{
  id: string | number;
  locked: boolean;
}>;

export type SetForumPostLockedMutation = { setForumPostLocked: { id: string; isLocked: boolean } };

export type SaveForumPostMutationVariables = Exact<{
  id: string | number;
}>;

export type SaveForumPostMutation = { saveForumPost: { id: string; viewerHasSaved: boolean } };

export type UnsaveForumPostMutationVariables = Exact<{
  id: string | number;
}>;

export type UnsaveForumPostMutation = { unsaveForumPost: { id: string; viewerHasSaved: boolean } };

export const ForumPostCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ForumPostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isPinned" } },
          { kind: "Field", name: { kind: "Name", value: "isLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewCount" } },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
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
            name: { kind: "Name", value: "lastReply" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "fullName" } },
                    ],
                  },
                },
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
} as unknown as DocumentNode<ForumPostCardFieldsFragment, unknown>;
export const ForumPostDetailFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ForumPostDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ForumPostCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mentions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "editedAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanModerate" } },
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
      name: { kind: "Name", value: "ForumPostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isPinned" } },
          { kind: "Field", name: { kind: "Name", value: "isLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewCount" } },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
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
            name: { kind: "Name", value: "lastReply" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "fullName" } },
                    ],
                  },
                },
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
} as unknown as DocumentNode<ForumPostDetailFieldsFragment, unknown>;
export const ForumCategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ForumCategories" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "forumCategories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "category" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "color" } },
                { kind: "Field", name: { kind: "Name", value: "postCount" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForumCategoriesQuery, ForumCategoriesQueryVariables>;
export const ForumPostsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ForumPosts" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "category" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ForumCategory" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "saved" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
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
            name: { kind: "Name", value: "forumPosts" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "category" },
                value: { kind: "Variable", name: { kind: "Name", value: "category" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "saved" },
                value: { kind: "Variable", name: { kind: "Name", value: "saved" } },
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
                              name: { kind: "Name", value: "ForumPostCardFields" },
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
      name: { kind: "Name", value: "ForumPostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isPinned" } },
          { kind: "Field", name: { kind: "Name", value: "isLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewCount" } },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
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
            name: { kind: "Name", value: "lastReply" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "fullName" } },
                    ],
                  },
                },
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
} as unknown as DocumentNode<ForumPostsQuery, ForumPostsQueryVariables>;
export const ForumPostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ForumPost" },
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
            name: { kind: "Name", value: "forumPost" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ForumPostDetailFields" } },
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
      name: { kind: "Name", value: "ForumPostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isPinned" } },
          { kind: "Field", name: { kind: "Name", value: "isLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewCount" } },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
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
            name: { kind: "Name", value: "lastReply" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "fullName" } },
                    ],
                  },
                },
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
      name: { kind: "Name", value: "ForumPostDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ForumPostCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mentions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "editedAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanModerate" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForumPostQuery, ForumPostQueryVariables>;
export const CreateForumPostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateForumPost" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateForumPostInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createForumPost" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ForumPostCardFields" } },
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
      name: { kind: "Name", value: "ForumPostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isPinned" } },
          { kind: "Field", name: { kind: "Name", value: "isLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewCount" } },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
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
            name: { kind: "Name", value: "lastReply" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "fullName" } },
                    ],
                  },
                },
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
} as unknown as DocumentNode<CreateForumPostMutation, CreateForumPostMutationVariables>;
export const UpdateForumPostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateForumPost" },
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
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateForumPostInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateForumPost" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ForumPostDetailFields" } },
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
      name: { kind: "Name", value: "ForumPostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isPinned" } },
          { kind: "Field", name: { kind: "Name", value: "isLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewCount" } },
          { kind: "Field", name: { kind: "Name", value: "replyCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
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
            name: { kind: "Name", value: "lastReply" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "fullName" } },
                    ],
                  },
                },
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
      name: { kind: "Name", value: "ForumPostDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ForumPost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ForumPostCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mentions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "editedAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanModerate" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateForumPostMutation, UpdateForumPostMutationVariables>;
export const DeleteForumPostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteForumPost" },
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
            name: { kind: "Name", value: "deleteForumPost" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteForumPostMutation, DeleteForumPostMutationVariables>;
export const SetForumPostPinnedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetForumPostPinned" },
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
          variable: { kind: "Variable", name: { kind: "Name", value: "pinned" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setForumPostPinned" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "pinned" },
                value: { kind: "Variable", name: { kind: "Name", value: "pinned" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "isPinned" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetForumPostPinnedMutation, SetForumPostPinnedMutationVariables>;
export const SetForumPostLockedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetForumPostLocked" },
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
          variable: { kind: "Variable", name: { kind: "Name", value: "locked" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setForumPostLocked" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "locked" },
                value: { kind: "Variable", name: { kind: "Name", value: "locked" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "isLocked" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetForumPostLockedMutation, SetForumPostLockedMutationVariables>;
export const SaveForumPostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SaveForumPost" },
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
            name: { kind: "Name", value: "saveForumPost" },
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
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveForumPostMutation, SaveForumPostMutationVariables>;
export const UnsaveForumPostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UnsaveForumPost" },
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
            name: { kind: "Name", value: "unsaveForumPost" },
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
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "viewerHasSaved" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsaveForumPostMutation, UnsaveForumPostMutationVariables>;
