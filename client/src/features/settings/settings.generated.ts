/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type ChangePasswordMutationVariables = Exact<{
  input: Types.ChangePasswordInput;
}>;

export type ChangePasswordMutation = { changePassword: boolean };

export type MemberSettingsFieldsFragment = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  profileVisible: boolean;
  dataCollection: boolean;
};

export type MemberSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type MemberSettingsQuery = {
  settings: {
    emailNotifications: boolean;
    pushNotifications: boolean;
    profileVisible: boolean;
    dataCollection: boolean;
  };
};

export type UpdateSettingsMutationVariables = Exact<{
  input: Types.UpdateSettingsInput;
}>;

export type UpdateSettingsMutation = {
  updateSettings: {
    emailNotifications: boolean;
    pushNotifications: boolean;
    profileVisible: boolean;
    dataCollection: boolean;
  };
};

export type ProfileEditorFieldsFragment = {
  id: string;
  username: string;
  fullName: string | null;
  bio: string | null;
  location: string | null;
  company: string | null;
  title: string | null;
  skills: Array<string>;
  avatarUrl: string | null;
  avatarThumbnailUrl: string | null;
  coverPhotoUrl: string | null;
};

export type ProfileEditorQueryVariables = Exact<{
  id: string | number;
}>;

export type ProfileEditorQuery = {
  profile: {
    id: string;
    username: string;
    fullName: string | null;
    bio: string | null;
    location: string | null;
    company: string | null;
    title: string | null;
    skills: Array<string>;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    coverPhotoUrl: string | null;
  } | null;
};

export type UpdateProfileMutationVariables = Exact<{
  input: Types.UpdateProfileInput;
}>;

export type UpdateProfileMutation = {
  updateProfile: {
    id: string;
    username: string;
    fullName: string | null;
    bio: string | null;
    location: string | null;
    company: string | null;
    title: string | null;
    skills: Array<string>;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    coverPhotoUrl: string | null;
  };
};

export type UploadAvatarMutationVariables = Exact<{
  file: File;
}>;

export type UploadAvatarMutation = {
  uploadAvatar: {
    id: string;
    username: string;
    fullName: string | null;
    bio: string | null;
    location: string | null;
    company: string | null;
    title: string | null;
    skills: Array<string>;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    coverPhotoUrl: string | null;
  };
};

export type RemoveAvatarMutationVariables = Exact<{ [key: string]: never }>;

export type RemoveAvatarMutation = {
  removeAvatar: {
    id: string;
    username: string;
    fullName: string | null;
    bio: string | null;
    location: string | null;
    company: string | null;
    title: string | null;
    skills: Array<string>;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    coverPhotoUrl: string | null;
  };
};

export type UploadCoverPhotoMutationVariables = Exact<{
  file: File;
}>;

export type UploadCoverPhotoMutation = {
  uploadCoverPhoto: {
    id: string;
    username: string;
    fullName: string | null;
    bio: string | null;
    location: string | null;
    company: string | null;
    title: string | null;
    skills: Array<string>;
    avatarUrl: string | null;
    avatarThumbnailUrl: string | null;
    coverPhotoUrl: string | null;
  };
};

export type BlockedMembersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type BlockedMembersQuery = {
  blockedMembers: {
    edges: Array<{
      node: {
        id: string;
        username: string;
        fullName: string | null;
        avatarUrl: string | null;
        avatarThumbnailUrl: string | null;
        viewerHasBlocked: boolean;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type NotificationPreferenceFieldsFragment = {
  type: Types.NotificationType;
  inApp: boolean;
  email: boolean;
};

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationPreferencesQuery = {
  settings: {
    digest: Types.DigestFrequency;
    notificationPreferences: Array<{
      type: Types.NotificationType;
      inApp: boolean;
      email: boolean;
    }>;
  };
};

export type SetNotificationPreferenceMutationVariables = Exact<{
  type: Types.NotificationType;
  inApp: boolean;
  email: boolean;
}>;

export type SetNotificationPreferenceMutation = {
  setNotificationPreference: { type: Types.NotificationType; inApp: boolean; email: boolean };
};

export type SetDigestFrequencyMutationVariables = Exact<{
  frequency: Types.DigestFrequency;
}>;

export type SetDigestFrequencyMutation = { setDigestFrequency: { digest: Types.DigestFrequency } };

export type UnsubscribeMutationVariables = Exact<{
  token: string;
}>;

export type UnsubscribeMutation = { unsubscribe: boolean };

export type PrivacyFieldsFragment = {
  whoCanMessage: Types.Audience;
  connectionsVisibleTo: Types.Audience;
  discoverableByEmail: boolean;
};

export type PrivacySettingsQueryVariables = Exact<{ [key: string]: never }>;

export type PrivacySettingsQuery = {
  settings: {
    whoCanMessage: Types.Audience;
    connectionsVisibleTo: Types.Audience;
    discoverableByEmail: boolean;
  };
};

export type UpdatePrivacyMutationVariables = Exact<{
  input: Types.PrivacyInput;
}>;

export type UpdatePrivacyMutation = {
  updatePrivacy: {
    whoCanMessage: Types.Audience;
    connectionsVisibleTo: Types.Audience;
    discoverableByEmail: boolean;
  };
};

export const MemberSettingsFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MemberSettings" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "emailNotifications" } },
          { kind: "Field", name: { kind: "Name", value: "pushNotifications" } },
          { kind: "Field", name: { kind: "Name", value: "profileVisible" } },
          { kind: "Field", name: { kind: "Name", value: "dataCollection" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MemberSettingsFieldsFragment, unknown>;
export const ProfileEditorFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileEditorFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "bio" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "skills" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverPhotoUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileEditorFieldsFragment, unknown>;
export const NotificationPreferenceFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "NotificationPreferenceFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NotificationPreference" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "type" } },
          { kind: "Field", name: { kind: "Name", value: "inApp" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationPreferenceFieldsFragment, unknown>;
export const PrivacyFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PrivacyFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MemberSettings" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "whoCanMessage" } },
          { kind: "Field", name: { kind: "Name", value: "connectionsVisibleTo" } },
          { kind: "Field", name: { kind: "Name", value: "discoverableByEmail" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrivacyFieldsFragment, unknown>;
export const ChangePasswordDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ChangePassword" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ChangePasswordInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "changePassword" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MemberSettingsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MemberSettings" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "settings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MemberSettingsFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MemberSettings" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "emailNotifications" } },
          { kind: "Field", name: { kind: "Name", value: "pushNotifications" } },
          { kind: "Field", name: { kind: "Name", value: "profileVisible" } },
          { kind: "Field", name: { kind: "Name", value: "dataCollection" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MemberSettingsQuery, MemberSettingsQueryVariables>;
export const UpdateSettingsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateSettings" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateSettingsInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateSettings" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "MemberSettingsFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MemberSettings" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "emailNotifications" } },
          { kind: "Field", name: { kind: "Name", value: "pushNotifications" } },
          { kind: "Field", name: { kind: "Name", value: "profileVisible" } },
          { kind: "Field", name: { kind: "Name", value: "dataCollection" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const ProfileEditorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ProfileEditor" },
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
            name: { kind: "Name", value: "profile" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProfileEditorFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileEditorFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "bio" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "skills" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverPhotoUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileEditorQuery, ProfileEditorQueryVariables>;
export const UpdateProfileDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateProfile" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateProfileInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateProfile" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProfileEditorFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileEditorFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "bio" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "skills" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverPhotoUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UploadAvatarDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UploadAvatar" },
      variableDefinitions: [
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
            name: { kind: "Name", value: "uploadAvatar" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "file" },
                value: { kind: "Variable", name: { kind: "Name", value: "file" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProfileEditorFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileEditorFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "bio" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "skills" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverPhotoUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadAvatarMutation, UploadAvatarMutationVariables>;
export const RemoveAvatarDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RemoveAvatar" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "removeAvatar" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProfileEditorFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileEditorFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "bio" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "skills" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverPhotoUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveAvatarMutation, RemoveAvatarMutationVariables>;
export const UploadCoverPhotoDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UploadCoverPhoto" },
      variableDefinitions: [
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
            name: { kind: "Name", value: "uploadCoverPhoto" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "file" },
                value: { kind: "Variable", name: { kind: "Name", value: "file" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProfileEditorFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProfileEditorFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "bio" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "company" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "skills" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
          { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverPhotoUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadCoverPhotoMutation, UploadCoverPhotoMutationVariables>;
export const BlockedMembersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BlockedMembers" },
      variableDefinitions: [
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
            name: { kind: "Name", value: "blockedMembers" },
            arguments: [
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
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "username" } },
                            { kind: "Field", name: { kind: "Name", value: "fullName" } },
                            { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
                            { kind: "Field", name: { kind: "Name", value: "avatarThumbnailUrl" } },
                            { kind: "Field", name: { kind: "Name", value: "viewerHasBlocked" } },
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
  ],
} as unknown as DocumentNode<BlockedMembersQuery, BlockedMembersQueryVariables>;
export const NotificationPreferencesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "NotificationPreferences" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "settings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "digest" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "notificationPreferences" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "NotificationPreferenceFields" },
                      },
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
      name: { kind: "Name", value: "NotificationPreferenceFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NotificationPreference" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "type" } },
          { kind: "Field", name: { kind: "Name", value: "inApp" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const SetNotificationPreferenceDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetNotificationPreference" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "type" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "NotificationType" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "inApp" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "email" } },
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
            name: { kind: "Name", value: "setNotificationPreference" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "type" },
                value: { kind: "Variable", name: { kind: "Name", value: "type" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "inApp" },
                value: { kind: "Variable", name: { kind: "Name", value: "inApp" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: { kind: "Variable", name: { kind: "Name", value: "email" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "FragmentSpread",
                  name: { kind: "Name", value: "NotificationPreferenceFields" },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "NotificationPreferenceFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NotificationPreference" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "type" } },
          { kind: "Field", name: { kind: "Name", value: "inApp" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetNotificationPreferenceMutation,
  SetNotificationPreferenceMutationVariables
>;
export const SetDigestFrequencyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetDigestFrequency" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "frequency" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "DigestFrequency" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setDigestFrequency" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "frequency" },
                value: { kind: "Variable", name: { kind: "Name", value: "frequency" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "digest" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetDigestFrequencyMutation, SetDigestFrequencyMutationVariables>;
export const UnsubscribeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Unsubscribe" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
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
            name: { kind: "Name", value: "unsubscribe" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const PrivacySettingsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PrivacySettings" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "settings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PrivacyFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PrivacyFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MemberSettings" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "whoCanMessage" } },
          { kind: "Field", name: { kind: "Name", value: "connectionsVisibleTo" } },
          { kind: "Field", name: { kind: "Name", value: "discoverableByEmail" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrivacySettingsQuery, PrivacySettingsQueryVariables>;
export const UpdatePrivacyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdatePrivacy" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "PrivacyInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updatePrivacy" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "PrivacyFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PrivacyFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MemberSettings" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "whoCanMessage" } },
          { kind: "Field", name: { kind: "Name", value: "connectionsVisibleTo" } },
          { kind: "Field", name: { kind: "Name", value: "discoverableByEmail" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePrivacyMutation, UpdatePrivacyMutationVariables>;
