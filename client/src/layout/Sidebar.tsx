import { Box, Button, Flex, Icon, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { LogInIcon } from "lucide-react";
import { useSession } from "../apollo/session";
import { useFeatures } from "../features/registry";
import { isNavItemActive, navItems } from "./nav";
import { ThemeSwitch } from "./ThemeSwitch";

/**
 * The sidebar on wide screens: a 16rem column under the top bar. The column itself (its background and
 * border) runs the full height of the page, however long; its contents stay in view while the page
 * scrolls, one screen high.
 */
export function Sidebar() {
  return (
    <Box as="aside" w="64" flexShrink={0} alignSelf="stretch" borderEndWidth="1px" bg="bg.panel">
      <Box
        position="sticky"
        top="16"
        h="calc(100dvh - var(--chakra-sizes-16))"
        overflowY="auto"
        px="3"
        py="4"
      >
        <SidebarContent />
      </Box>
    </Box>
  );
}

/** The sidebar's links, the visitor's Sign In button and the theme switch; shared with the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { me, loading } = useSession();
  const { pathname } = useLocation();
  const features = useFeatures();
  const items = navItems(features, me?.id ?? null);
  return (
    <Flex direction="column" h="full" gap="4">
      <Box as="nav" aria-label="Main navigation" flex="1">
        <Stack as="ul" gap="0.5" listStyleType="none">
          {items.map((item) => (
            <Box as="li" key={item.to}>
              <Flex
                asChild
                align="center"
                gap="3"
                px="3"
                py="2"
                borderRadius="l2"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                transition="background 0.15s, color 0.15s"
                _hover={{ bg: "bg.muted", color: "fg" }}
                _currentPage={{ bg: "brand.subtle", color: "brand.fg", fontWeight: "semibold" }}
                focusRing="outside"
              >
                <RouterLink
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={isNavItemActive(item, pathname) ? "page" : undefined}
                >
                  <Icon as={item.icon} boxSize="4.5" aria-hidden="true" />
                  <Text as="span">{item.label}</Text>
                </RouterLink>
              </Flex>
            </Box>
          ))}
        </Stack>
        {!me && !loading ? (
          <Stack mt="6" px="3" gap="3">
            <Text fontSize="sm" color="fg.muted">
              Sign in to join groups, message members and discover opportunities.
            </Text>
            <Button asChild width="full">
              <RouterLink to="/auth" onClick={onNavigate}>
                <LogInIcon /> Sign In
              </RouterLink>
            </Button>
          </Stack>
        ) : null}
      </Box>
      <Stack gap="2" px="1" pb="1">
        <Text
          fontSize="xs"
          fontWeight="medium"
          color="fg.muted"
          px="2"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          Theme
        </Text>
        <ThemeSwitch />
      </Stack>
    </Flex>
  );
}
