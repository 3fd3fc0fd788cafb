import { Box, Button, HStack, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import type { Viewer } from "../apollo/session";
import { UserAvatar } from "../components/UserAvatar";
import { useSignOut } from "../features/auth";
import { displayName } from "../lib/names";

/** The signed-in member's menu: who they are, their profile, settings and Log out. */
export function UserMenu({ me }: { me: Viewer }) {
  const name = displayName(me);
  const { signOut } = useSignOut();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          colorPalette="gray"
          px="1.5"
          aria-label={`Account menu for ${name}`}
        >
          <UserAvatar name={name} src={me.avatarThumbnailUrl ?? me.avatarUrl} size="sm" />
          <Box as="span" display={{ base: "none", lg: "inline" }} maxW="40" truncate>
            {name}
          </Box>
          {/* Not on a phone: the bar must fit 390 px with a super admin's Admin button too. */}
          <Box as="span" display={{ base: "none", sm: "inline-flex" }}>
            <ChevronDownIcon />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <HStack gap="3" px="2" py="2">
              <UserAvatar name={name} src={me.avatarThumbnailUrl ?? me.avatarUrl} size="md" />
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                {me.email ? (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {me.email}
                  </Text>
                ) : null}
              </Stack>
            </HStack>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={`/profile/${me.id}`}>
                <UserIcon /> Profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to="/settings">
                <SettingsIcon /> Settings
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            {/* A click handler: the menu turns Enter and Space on an item into a click too. */}
            <Menu.Item value="log-out" onClick={() => void signOut()}>
              <LogOutIcon /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
