/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type BusinessPageCardFieldsFragment = {
  id: string;
  name: string;
  category: Types.BusinessCategory;
  isVerified: boolean;
  coverThumbnailUrl: string | null;
  profileImageUrl: string | null;
  followerCount: number;
  averageRating: number | null;
  reviewCount: number;
};

export type BusinessPageFieldsFragment = {
  description: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  hours: string | null;
  coverImageUrl: string | null;
  viewerIsFollowing: boolean;
  viewerIsOwner: boolean;
  viewerCanVerify: boolean;
  id: string;
  name: string;
  category: Types.BusinessCategory;
  isVerified: boolean;
  coverThumbnailUrl: string | null;
  profileImageUrl: string | null;
  followerCount: number;
  averageRating: number | null;
  reviewCount: number;
  owner: { id: string; username: string; fullName: string | null } | null;
  viewerReview: {
    id: string;
    rating: number;
    text: string;
    createdAt: string;
    updatedAt: string;
    viewerCanEdit: boolean;
    viewerCanDelete: boolean;
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarThumbnailUrl: string | null;
      avatarUrl: string | null;
    } | null;
  } | null;
};

export type ReviewFieldsFragment = {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  author: {
    id: string;
    username: string;
    fullName: string | null;
    avatarThumbnailUrl: string | null;
    avatarUrl: string | null;
  } | null;
};

export type PagePostFieldsFragment = {
  id: string;
  content: string;
  imageUrls: Array<string>;
  createdAt: string;
  commentCount: number;
  shareCount: number;
  viewerCanDelete: boolean;
  mentions: Array<{ id: string; username: string }>;
  reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
};

export type BusinessPagesQueryVariables = Exact<{
  search?: string | null | undefined;
  category?: Types.BusinessCategory | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type BusinessPagesQuery = {
  businessPages: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        name: string;
        category: Types.BusinessCategory;
        isVerified: boolean;
        coverThumbnailUrl: string | null;
        profileImageUrl: string | null;
        followerCount: number;
        averageRating: number | null;
        reviewCount: number;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type BusinessPageQueryVariables = Exact<{
  id: string | number;
}>;

export type BusinessPageQuery = {
  businessPage: {
    description: string;
    website: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    hours: string | null;
    coverImageUrl: string | null;
    viewerIsFollowing: boolean;
    viewerIsOwner: boolean;
    viewerCanVerify: boolean;
    id: string;
    name: string;
    category: Types.BusinessCategory;
    isVerified: boolean;
    coverThumbnailUrl: string | null;
    profileImageUrl: string | null;
    followerCount: number;
    averageRating: number | null;
    reviewCount: number;
    owner: { id: string; username: string; fullName: string | null } | null;
    viewerReview: {
      id: string;
      rating: number;
      text: string;
      createdAt: string;
      updatedAt: string;
      viewerCanEdit: boolean;
      viewerCanDelete: boolean;
      author: {
        id: string;
        username: string;
        fullName: string | null;
        avatarThumbnailUrl: string | null;
        avatarUrl: string | null;
      } | null;
    } | null;
  } | null;
};

export type PagePostQueryVariables = Exact<{
  id: string | number;
}>;

export type PagePostQuery = {
  pagePost: {
    id: string;
    content: string;
    imageUrls: Array<string>;
    createdAt: string;
    commentCount: number;
    shareCount: number;
    viewerCanDelete: boolean;
    page: { id: string };
    mentions: Array<{ id: string; username: string }>;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  } | null;
};

export type PagePostsQueryVariables = Exact<{
  pageId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type PagePostsQuery = {
  pagePosts: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        content: string;
        imageUrls: Array<string>;
        createdAt: string;
        commentCount: number;
        shareCount: number;
        viewerCanDelete: boolean;
        mentions: Array<{ id: string; username: string }>;
        reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ReviewsQueryVariables = Exact<{
  pageId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type ReviewsQuery = {
  reviews: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        rating: number;
        text: string;
        createdAt: string;
        updatedAt: string;
        viewerCanEdit: boolean;
        viewerCanDelete: boolean;
        author: {
          id: string;
          username: string;
          fullName: string | null;
          avatarThumbnailUrl: string | null;
          avatarUrl: string | null;
        } | null;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type CreateBusinessPageMutationVariables = Exact<{
  input: Types.CreateBusinessPageInput;
}>;

export type CreateBusinessPageMutation = {
  createBusinessPage: {
    description: string;
    website: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    hours: string | null;
    coverImageUrl: string | null;
    viewerIsFollowing: boolean;
    viewerIsOwner: boolean;
    viewerCanVerify: boolean;
    id: string;
    name: string;
    category: Types.BusinessCategory;
    isVerified: boolean;
    coverThumbnailUrl: string | null;
    profileImageUrl: string | null;
    followerCount: number;
    averageRating: number | null;
    reviewCount: number;
    owner: { id: string; username: string; fullName: string | null } | null;
    viewerReview: {
      id: string;
      rating: number;
      text: string;
      createdAt: string;
      updatedAt: string;
      viewerCanEdit: boolean;
      viewerCanDelete: boolean;
      author: {
        id: string;
        username: string;
        fullName: string | null;
        avatarThumbnailUrl: string | null;
        avatarUrl: string | null;
      } | null;
    } | null;
  };
};

export type UpdateBusinessPageMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateBusinessPageInput;
}>;

export type UpdateBusinessPageMutation = {
  updateBusinessPage: {
    description: string;
    website: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    hours: string | null;
    coverImageUrl: string | null;
    viewerIsFollowing: boolean;
    viewerIsOwner: boolean;
    viewerCanVerify: boolean;
    id: string;
    name: string;
    category: Types.BusinessCategory;
    isVerified: boolean;
    coverThumbnailUrl: string | null;
    profileImageUrl: string | null;
    followerCount: number;
    averageRating: number | null;
    reviewCount: number;
    owner: { id: string; username: string; fullName: string | null } | null;
    viewerReview: {
      id: string;
      rating: number;
      text: string;
      createdAt: string;
      updatedAt: string;
      viewerCanEdit: boolean;
      viewerCanDelete: boolean;
      author: {
        id: string;
        username: string;
        fullName: string | null;
        avatarThumbnailUrl: string | null;
        avatarUrl: string | null;
      } | null;
    } | null;
  };
};

export type UploadBusinessPageCoverMutationVariables = Exact<{
  id: string | number;
  file: File;
}>;

export type UploadBusinessPageCoverMutation = {
  uploadBusinessPageCover: {
    id: string;
    coverImageUrl: string | null;
    coverThumbnailUrl: string | null;
  };
};

export type FollowBusinessPageMutationVariables = Exact<{
  id: string | number;
}>;

export type FollowBusinessPageMutation = {
  followBusinessPage: { id: string; followerCount: number; viewerIsFollowing: boolean };
};

export type UnfollowBusinessPageMutationVariables = Exact<{
  id: string | number;
}>;

export type UnfollowBusinessPageMutation = {
  unfollowBusinessPage: { id: string; followerCount: number; viewerIsFollowing: boolean };
};

export type CreatePagePostMutationVariables = Exact<{
  input: Types.CreatePagePostInput;
}>;

export type CreatePagePostMutation = {
  createPagePost: {
    id: string;
    content: string;
    imageUrls: Array<string>;
    createdAt: string;
    commentCount: number;
    shareCount: number;
    viewerCanDelete: boolean;
    mentions: Array<{ id: string; username: string }>;
    reactions: Array<{ type: Types.ReactionType; count: number; viewerHasReacted: boolean }>;
  };
};

export type DeletePagePostMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePagePostMutation = { deletePagePost: boolean };

export type SharePagePostMutationVariables = Exact<{
  postId: string | number;
  comment?: string | null | undefined;
}>;

export type SharePagePostMutation = { sharePagePost: { id: string } };

export type CreateReviewMutationVariables = Exact<{
  input: Types.CreateReviewInput;
}>;

export type CreateReviewMutation = {
  createReview: {
    id: string;
    rating: number;
    text: string;
    createdAt: string;
    updatedAt: string;
    viewerCanEdit: boolean;
    viewerCanDelete: boolean;
    page: { id: string; averageRating: number | null; reviewCount: number };
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarThumbnailUrl: string | null;
      avatarUrl: string | null;
    } | null;
  };
};

export type UpdateReviewMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateReviewInput;
}>;

export type UpdateReviewMutation = {
  updateReview: {
    id: string;
    rating: number;
    text: string;
    createdAt: string;
    updatedAt: string;
    viewerCanEdit: boolean;
    viewerCanDelete: boolean;
    page: { id: string; averageRating: number | null; reviewCount: number };
    author: {
      id: string;
      username: string;
      fullName: string | null;
      avatarThumbnailUrl: string | null;
      avatarUrl: string | null;
    } | null;
  };
};

export type UploadBusinessPageProfileImageMutationVariables = Exact<{
  id: string | number;
  file: File;
}>;

export type UploadBusinessPageProfileImageMutation = {
  uploadBusinessPageProfileImage: { id: string; profileImageUrl: string | null };
};

export type DeleteReviewMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteReviewMutation = { deleteReview: boolean };

export type SetBusinessPageVerifiedMutationVariables = Exact<{
  id: string | number;
  verified: boolean;
}>;

export type SetBusinessPageVerifiedMutation = {
  setBusinessPageVerified: { id: string; isVerified: boolean };
};

export const BusinessPageCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
          { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessPageCardFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewFieldsFragment, unknown>;
export const BusinessPageFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "hours" } },
          { kind: "Field", name: { kind: "Name", value: "coverImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsFollowing" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanVerify" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "owner" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerReview" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
          { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessPageFieldsFragment, unknown>;
export const PagePostFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PagePostFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PagePost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
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
          { kind: "Field", name: { kind: "Name", value: "imageUrls" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "shareCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
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
} as unknown as DocumentNode<PagePostFieldsFragment, unknown>;
export const BusinessPagesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BusinessPages" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "category" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BusinessCategory" } },
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
            name: { kind: "Name", value: "businessPages" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "category" },
                value: { kind: "Variable", name: { kind: "Name", value: "category" } },
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
                              name: { kind: "Name", value: "BusinessPageCardFields" },
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
      name: { kind: "Name", value: "BusinessPageCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
          { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessPagesQuery, BusinessPagesQueryVariables>;
export const BusinessPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BusinessPage" },
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
            name: { kind: "Name", value: "businessPage" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
          { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "hours" } },
          { kind: "Field", name: { kind: "Name", value: "coverImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsFollowing" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanVerify" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "owner" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerReview" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessPageQuery, BusinessPageQueryVariables>;
export const PagePostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PagePost" },
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
            name: { kind: "Name", value: "pagePost" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "PagePostFields" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "page" },
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
      name: { kind: "Name", value: "PagePostFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PagePost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
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
          { kind: "Field", name: { kind: "Name", value: "imageUrls" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "shareCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
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
} as unknown as DocumentNode<PagePostQuery, PagePostQueryVariables>;
export const PagePostsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PagePosts" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "pageId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
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
            name: { kind: "Name", value: "pagePosts" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "pageId" },
                value: { kind: "Variable", name: { kind: "Name", value: "pageId" } },
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
                              name: { kind: "Name", value: "PagePostFields" },
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
      name: { kind: "Name", value: "PagePostFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PagePost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
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
          { kind: "Field", name: { kind: "Name", value: "imageUrls" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "shareCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
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
} as unknown as DocumentNode<PagePostsQuery, PagePostsQueryVariables>;
export const ReviewsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Reviews" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "pageId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
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
            name: { kind: "Name", value: "reviews" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "pageId" },
                value: { kind: "Variable", name: { kind: "Name", value: "pageId" } },
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
                              name: { kind: "Name", value: "ReviewFields" },
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
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewsQuery, ReviewsQueryVariables>;
export const CreateBusinessPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateBusinessPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateBusinessPageInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createBusinessPage" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
          { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "hours" } },
          { kind: "Field", name: { kind: "Name", value: "coverImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsFollowing" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanVerify" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "owner" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerReview" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBusinessPageMutation, CreateBusinessPageMutationVariables>;
export const UpdateBusinessPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateBusinessPage" },
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
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateBusinessPageInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateBusinessPage" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "category" } },
          { kind: "Field", name: { kind: "Name", value: "isVerified" } },
          { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "followerCount" } },
          { kind: "Field", name: { kind: "Name", value: "averageRating" } },
          { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BusinessPageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BusinessPage" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BusinessPageCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "website" } },
          { kind: "Field", name: { kind: "Name", value: "phone" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "hours" } },
          { kind: "Field", name: { kind: "Name", value: "coverImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsFollowing" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsOwner" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanVerify" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "owner" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerReview" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBusinessPageMutation, UpdateBusinessPageMutationVariables>;
export const UploadBusinessPageCoverDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UploadBusinessPageCover" },
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
          variable: { kind: "Variable", name: { kind: "Name", value: "file" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Upload" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "uploadBusinessPageCover" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "file" },
                value: { kind: "Variable", name: { kind: "Name", value: "file" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "coverImageUrl" } },
                { kind: "Field", name: { kind: "Name", value: "coverThumbnailUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UploadBusinessPageCoverMutation,
  UploadBusinessPageCoverMutationVariables
>;
export const FollowBusinessPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "FollowBusinessPage" },
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
            name: { kind: "Name", value: "followBusinessPage" },
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
                { kind: "Field", name: { kind: "Name", value: "followerCount" } },
                { kind: "Field", name: { kind: "Name", value: "viewerIsFollowing" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowBusinessPageMutation, FollowBusinessPageMutationVariables>;
export const UnfollowBusinessPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UnfollowBusinessPage" },
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
            name: { kind: "Name", value: "unfollowBusinessPage" },
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
                { kind: "Field", name: { kind: "Name", value: "followerCount" } },
                { kind: "Field", name: { kind: "Name", value: "viewerIsFollowing" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnfollowBusinessPageMutation, UnfollowBusinessPageMutationVariables>;
export const CreatePagePostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreatePagePost" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreatePagePostInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createPagePost" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "PagePostFields" } },
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
      name: { kind: "Name", value: "PagePostFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PagePost" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
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
          { kind: "Field", name: { kind: "Name", value: "imageUrls" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "commentCount" } },
          { kind: "Field", name: { kind: "Name", value: "shareCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
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
} as unknown as DocumentNode<CreatePagePostMutation, CreatePagePostMutationVariables>;
export const DeletePagePostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeletePagePost" },
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
            name: { kind: "Name", value: "deletePagePost" },
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
} as unknown as DocumentNode<DeletePagePostMutation, DeletePagePostMutationVariables>;
export const SharePagePostDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SharePagePost" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "postId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "comment" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "sharePagePost" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "postId" },
                value: { kind: "Variable", name: { kind: "Name", value: "postId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "comment" },
                value: { kind: "Variable", name: { kind: "Name", value: "comment" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SharePagePostMutation, SharePagePostMutationVariables>;
export const CreateReviewDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateReview" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateReviewInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createReview" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewFields" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "page" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "averageRating" } },
                      { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
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
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateReviewMutation, CreateReviewMutationVariables>;
export const UpdateReviewDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateReview" },
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
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateReviewInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateReview" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewFields" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "page" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "averageRating" } },
                      { kind: "Field", name: { kind: "Name", value: "reviewCount" } },
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
      name: { kind: "Name", value: "ReviewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Review" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "rating" } },
          { kind: "Field", name: { kind: "Name", value: "text" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanDelete" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "fullName" } },
                { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateReviewMutation, UpdateReviewMutationVariables>;
export const UploadBusinessPageProfileImageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UploadBusinessPageProfileImage" },
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
          variable: { kind: "Variable", name: { kind: "Name", value: "file" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Upload" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "uploadBusinessPageProfileImage" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "file" },
                value: { kind: "Variable", name: { kind: "Name", value: "file" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UploadBusinessPageProfileImageMutation,
  UploadBusinessPageProfileImageMutationVariables
>;
export const DeleteReviewDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteReview" },
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
            name: { kind: "Name", value: "deleteReview" },
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
} as unknown as DocumentNode<DeleteReviewMutation, DeleteReviewMutationVariables>;
export const SetBusinessPageVerifiedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetBusinessPageVerified" },
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
          variable: { kind: "Variable", name: { kind: "Name", value: "verified" } },
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
            name: { kind: "Name", value: "setBusinessPageVerified" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "verified" },
                value: { kind: "Variable", name: { kind: "Name", value: "verified" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "isVerified" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetBusinessPageVerifiedMutation,
  SetBusinessPageVerifiedMutationVariables
>;
