import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import {
  EllipsisVerticalIcon,
  LockIcon,
  ShieldCheckIcon,
  ShieldIcon,
  UserIcon,
  UserMinusIcon,
} from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { SectionCard } from "../../components/SectionCard";
import { ViewDialog } from "../../components/ViewDialog";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { MemberRow } from "../../components/MemberRow";
import type { GroupRole } from "../../gql/types";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { membersChanged } from "./cache";
import {
  GroupMembersDocument,
  RemoveGroupMemberDocument,
  SetGroupMemberRoleDocument,
  type GroupDetailFieldsFragment,
  type GroupMemberFieldsFragment,
} from "./group.generated";
import { memberCountText, ROLE_LABELS } from "./text";

/** How many members the panel beside the posts lists (spec: member preview 5). */
export const MEMBER_PREVIEW = 5;
const DIALOG_PAGE_SIZE = 20;

function RoleBadge({ role }: { role: GroupRole }) {
  if (role === "MEMBER") return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={role === "ADMIN" ? "brand" : "purple"}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

function GroupMemberRow({
  member,
  actions,
}: {
  member: GroupMemberFieldsFragment;
  actions?: ReactNode;
}) {
  return (
    <MemberRow
      as="li"
      py="1.5"
      size="sm"
      profileId={member.profile.id}
      name={displayName(member.profile)}
      avatarSrc={member.profile.avatarThumbnailUrl ?? member.profile.avatarUrl}
      detail={`@${member.profile.username}`}
      actions={
        <>
          <RoleBadge role={member.role} />
          {actions}
        </>
      }
    />
  );
}

function MembersSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading members">
      {Array.from({ length: rows }, (_, index) => (
        <HStack key={index} gap="3">
          <SkeletonCircle size="8" />
          <Skeleton h="3.5" flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * Beside the posts: the first five members (admins first) and 'View all N members'. A private group's
 * members are for its members only.
 */
export function MembersPanel({
  group,
  canSeeMembers,
}: {
  group: GroupDetailFieldsFragment;
  canSeeMembers: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(GroupMembersDocument, {
    variables: { groupId: group.id, first: MEMBER_PREVIEW },
    skip: !canSeeMembers,
    fetchPolicy: "cache-and-network",
  });
  // The dialog shares the list: the panel shows its first five.
  const members = data?.groupMembers.edges.slice(0, MEMBER_PREVIEW) ?? [];

  let body;
  if (!canSeeMembers) {
    body = (
      <HStack gap="2" color="fg.muted" fontSize="sm" align="start">
        <Box as="span" mt="0.5">
          <LockIcon aria-hidden="true" />
        </Box>
        <Text>Only members can see who is in this private group.</Text>
      </HStack>
    );
  } else if (!data && loading) {
    body = <MembersSkeleton rows={3} />;
  } else if (!data && error) {
    body = <LoadFailed message="Failed to load members" onRetry={refetch} />;
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Members">
        {members.map(({ node }) => (
          <GroupMemberRow key={node.id} member={node} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard
      headingId="members-heading"
      title="Members"
      aside={
        <Text fontSize="sm" color="fg.muted">
          {memberCountText(group.memberCount)}
        </Text>
      }
    >
      <Card.Body>{body}</Card.Body>
      {canSeeMembers && group.memberCount > 0 ? (
        <Card.Footer>
          <Button variant="ghost" size="sm" w="full" onClick={() => setOpen(true)}>
            View all {memberCountText(group.memberCount)}
          </Button>
        </Card.Footer>
      ) : null}
      {canSeeMembers ? <AllMembersDialog group={group} open={open} onOpenChange={setOpen} /> : null}
    </SectionCard>
  );
}

/** Every member, paged, with their roles; admins promote, demote and remove. */
function AllMembersDialog({
  group,
  open,
  onOpenChange,
}: {
  group: GroupDetailFieldsFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ViewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Members of ${group.name}`}
      size="md"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <AllMembers group={group} />
    </ViewDialog>
  );
}

function AllMembers({ group }: { group: GroupDetailFieldsFragment }) {
  const { me } = useSession();
  const { data, loading, error, refetch, fetchMore } = useQuery(GroupMembersDocument, {
    variables: { groupId: group.id, first: DIALOG_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const admin = group.viewerRole === "ADMIN";
  const list = data?.groupMembers;
  const pager = usePagedList(list, fetchMore);

  if (!list && loading) return <MembersSkeleton rows={5} />;
  if (!list && error) {
    return <LoadFailed message="Failed to load members" onRetry={refetch} size="sm" />;
  }
  return (
    <Stack gap="3">
      <Stack as="ul" gap="1" listStyleType="none" aria-label="All members">
        {(list?.edges ?? []).map(({ node }) => (
          <GroupMemberRow
            key={node.id}
            member={node}
            actions={
              admin && node.profile.id !== me?.id ? (
                <MemberActions groupId={group.id} member={node} />
              ) : null
            }
          />
        ))}
      </Stack>
      <PagedLoadMoreButton
        size="sm"
        list={pager}
        onError={() => notify.error("Error", "Failed to load members")}
      />
    </Stack>
  );
}

const ROLE_CHOICES: { role: GroupRole; label: string; icon: typeof UserIcon }[] = [
  { role: "ADMIN", label: "Make admin", icon: ShieldCheckIcon },
  { role: "MODERATOR", label: "Make moderator", icon: ShieldIcon },
  { role: "MEMBER", label: "Make member", icon: UserIcon },
];

/** An admin's menu for another member: change their role, or remove them (not an admin). */
function MemberActions({
  groupId,
  member,
}: {
  groupId: string;
  member: GroupMemberFieldsFragment;
}) {
  const name = displayName(member.profile);
  const [confirming, setConfirming] = useState(false);
  const [setRole, { loading: changing }] = useMutation(SetGroupMemberRoleDocument);
  const [removeMember, { loading: removing }] = useMutation(RemoveGroupMemberDocument);

  const changeRole = async (role: GroupRole) => {
    try {
      await setRole({
        variables: { groupId, userId: member.profile.id, role },
        // The list is ordered by role: it loads again in its new order.
        update: (cache) => membersChanged(cache, groupId),
      });
      notify.success(
        "Role updated",
        `${name} is now ${role === "ADMIN" ? "an" : "a"} ${ROLE_LABELS[role].toLowerCase()}.`,
      );
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to change the member's role"));
    }
  };

  const remove = async () => {
    try {
      await removeMember({
        variables: { groupId, userId: member.profile.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: "GroupMember", id: member.id }) });
          cache.gc();
        },
      });
      setConfirming(false);
      notify.success("Member removed", `${name} was removed from the group.`);
    } catch (error) {
      setConfirming(false);
      notify.error("Error", userMessage(error, "Failed to remove the member"));
    }
  };

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Manage ${name}`}
            loading={changing}
          >
            <EllipsisVerticalIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {ROLE_CHOICES.filter((choice) => choice.role !== member.role).map(
                ({ role, label, icon: Icon }) => (
                  <Menu.Item key={role} value={role} onClick={() => void changeRole(role)}>
                    <Icon /> {label}
                  </Menu.Item>
                ),
              )}
              {member.role !== "ADMIN" ? (
                <Menu.Item
                  value="remove"
                  color="fg.error"
                  _hover={{ bg: "bg.error", color: "fg.error" }}
                  onClick={() => setConfirming(true)}
                >
                  <UserMinusIcon /> Remove from group
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove member"
        message={`Remove ${name} from the group? They can ask to join again.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={removing}
        onConfirm={() => void remove()}
      />
    </>
  );
}
