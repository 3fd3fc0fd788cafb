/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type * as Types from "../../gql/types";

import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type EventPersonFieldsFragment = {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
};

export type EventCardFieldsFragment = {
  id: string;
  title: string;
  description: string | null;
  location: string;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  capacity: number | null;
  imageUrl: string | null;
  imageThumbnailUrl: string | null;
  cancelledAt: string | null;
  hasEnded: boolean;
  goingCount: number;
  interestedCount: number;
  waitlistCount: number;
  spotsLeft: number | null;
  viewerStatus: Types.AttendanceStatus;
  viewerWaitlistPosition: number | null;
  viewerCanEdit: boolean;
  viewerCanCancel: boolean;
  icsUrl: string;
  creator: {
    id: string;
    username: string;
    fullName: string | null;
    avatarUrl: string | null;
  } | null;
};

export type EventsQueryVariables = Exact<{
  period: Types.EventPeriod;
  mine?: boolean | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;

export type EventsQuery = {
  events: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        title: string;
        description: string | null;
        location: string;
        startsAt: string;
        endsAt: string | null;
        timeZone: string;
        capacity: number | null;
        imageUrl: string | null;
        imageThumbnailUrl: string | null;
        cancelledAt: string | null;
        hasEnded: boolean;
        goingCount: number;
        interestedCount: number;
        waitlistCount: number;
        spotsLeft: number | null;
        viewerStatus: Types.AttendanceStatus;
        viewerWaitlistPosition: number | null;
        viewerCanEdit: boolean;
        viewerCanCancel: boolean;
        icsUrl: string;
        creator: {
          id: string;
          username: string;
          fullName: string | null;
          avatarUrl: string | null;
        } | null;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type EventQueryVariables = Exact<{
  id: string | number;
}>;

export type EventQuery = {
  event: {
    createdAt: string;
    id: string;
    title: string;
    description: string | null;
    location: string;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    capacity: number | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    cancelledAt: string | null;
    hasEnded: boolean;
    goingCount: number;
    interestedCount: number;
    waitlistCount: number;
    spotsLeft: number | null;
    viewerStatus: Types.AttendanceStatus;
    viewerWaitlistPosition: number | null;
    viewerCanEdit: boolean;
    viewerCanCancel: boolean;
    icsUrl: string;
    creator: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
    } | null;
  } | null;
};

export type EventAttendeesQueryVariables = Exact<{
  eventId: string | number;
  status: Types.AttendanceStatus;
  first: number;
  after?: string | null | undefined;
}>;

export type EventAttendeesQuery = {
  eventAttendees: {
    totalCount: number;
    edges: Array<{
      cursor: string;
      node: {
        status: Types.AttendanceStatus;
        waitlistPosition: number | null;
        respondedAt: string;
        profile: {
          id: string;
          username: string;
          fullName: string | null;
          avatarUrl: string | null;
        };
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type CreateEventMutationVariables = Exact<{
  input: Types.CreateEventInput;
}>;

export type CreateEventMutation = {
  createEvent: {
    id: string;
    title: string;
    description: string | null;
    location: string;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    capacity: number | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    cancelledAt: string | null;
    hasEnded: boolean;
    goingCount: number;
    interestedCount: number;
    waitlistCount: number;
    spotsLeft: number | null;
    viewerStatus: Types.AttendanceStatus;
    viewerWaitlistPosition: number | null;
    viewerCanEdit: boolean;
    viewerCanCancel: boolean;
    icsUrl: string;
    creator: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
    } | null;
  };
};

export type UpdateEventMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateEventInput;
}>;

export type UpdateEventMutation = {
  updateEvent: {
    id: string;
    title: string;
    description: string | null;
    location: string;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    capacity: number | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    cancelledAt: string | null;
    hasEnded: boolean;
    goingCount: number;
    interestedCount: number;
    waitlistCount: number;
    spotsLeft: number | null;
    viewerStatus: Types.AttendanceStatus;
    viewerWaitlistPosition: number | null;
    viewerCanEdit: boolean;
    viewerCanCancel: boolean;
    icsUrl: string;
    creator: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
    } | null;
  };
};

export type CancelEventMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelEventMutation = {
  cancelEvent: {
    id: string;
    title: string;
    description: string | null;
    location: string;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    capacity: number | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    cancelledAt: string | null;
    hasEnded: boolean;
    goingCount: number;
    interestedCount: number;
    waitlistCount: number;
    spotsLeft: number | null;
    viewerStatus: Types.AttendanceStatus;
    viewerWaitlistPosition: number | null;
    viewerCanEdit: boolean;
    viewerCanCancel: boolean;
    icsUrl: string;
    creator: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
    } | null;
  };
};

export type SetAttendanceMutationVariables = Exact<{
  eventId: string | number;
  status: Types.AttendanceStatus;
}>;

export type SetAttendanceMutation = {
  setAttendance: {
    id: string;
    title: string;
    description: string | null;
    location: string;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    capacity: number | null;
    imageUrl: string | null;
    imageThumbnailUrl: string | null;
    cancelledAt: string | null;
    hasEnded: boolean;
    goingCount: number;
    interestedCount: number;
    waitlistCount: number;
    spotsLeft: number | null;
    viewerStatus: Types.AttendanceStatus;
    viewerWaitlistPosition: number | null;
    viewerCanEdit: boolean;
    viewerCanCancel: boolean;
    icsUrl: string;
    creator: {
      id: string;
      username: string;
      fullName: string | null;
      avatarUrl: string | null;
    } | null;
  };
};

export const EventPersonFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventPersonFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const EventsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Events" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "period" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "EventPeriod" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mine" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
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
            name: { kind: "Name", value: "events" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "period" },
                value: { kind: "Variable", name: { kind: "Name", value: "period" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "mine" },
                value: { kind: "Variable", name: { kind: "Name", value: "mine" } },
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
                              name: { kind: "Name", value: "EventCardFields" },
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
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const EventDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Event" },
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
            name: { kind: "Name", value: "event" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventCardFields" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const EventAttendeesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "EventAttendees" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "eventId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "AttendanceStatus" } },
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
            name: { kind: "Name", value: "eventAttendees" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "eventId" },
                value: { kind: "Variable", name: { kind: "Name", value: "eventId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
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
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
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
                            { kind: "Field", name: { kind: "Name", value: "status" } },
                            { kind: "Field", name: { kind: "Name", value: "waitlistPosition" } },
                            { kind: "Field", name: { kind: "Name", value: "respondedAt" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "profile" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "FragmentSpread",
                                    name: { kind: "Name", value: "EventPersonFields" },
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
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventAttendeesQuery, EventAttendeesQueryVariables>;
export const CreateEventDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateEvent" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateEventInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createEvent" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventCardFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateEvent" },
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
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateEventInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateEvent" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventCardFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const CancelEventDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CancelEvent" },
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
            name: { kind: "Name", value: "cancelEvent" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventCardFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelEventMutation, CancelEventMutationVariables>;
export const SetAttendanceDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetAttendance" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "eventId" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "AttendanceStatus" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setAttendance" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "eventId" },
                value: { kind: "Variable", name: { kind: "Name", value: "eventId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventCardFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventPersonFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Profile" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "fullName" } },
          { kind: "Field", name: { kind: "Name", value: "avatarUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "EventCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Event" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "location" } },
          { kind: "Field", name: { kind: "Name", value: "startsAt" } },
          { kind: "Field", name: { kind: "Name", value: "endsAt" } },
          { kind: "Field", name: { kind: "Name", value: "timeZone" } },
          { kind: "Field", name: { kind: "Name", value: "capacity" } },
          { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "imageThumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "cancelledAt" } },
          { kind: "Field", name: { kind: "Name", value: "hasEnded" } },
          { kind: "Field", name: { kind: "Name", value: "goingCount" } },
          { kind: "Field", name: { kind: "Name", value: "interestedCount" } },
          { kind: "Field", name: { kind: "Name", value: "waitlistCount" } },
          { kind: "Field", name: { kind: "Name", value: "spotsLeft" } },
          { kind: "Field", name: { kind: "Name", value: "viewerStatus" } },
          { kind: "Field", name: { kind: "Name", value: "viewerWaitlistPosition" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanEdit" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanCancel" } },
          { kind: "Field", name: { kind: "Name", value: "icsUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creator" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "EventPersonFields" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAttendanceMutation, SetAttendanceMutationVariables>;
