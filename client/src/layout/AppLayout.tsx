import { Box, Flex } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router-dom";
import { PageSpinner } from "../components/PageSpinner";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { useSession } from "../apollo/session";
import { SessionEndNotice } from "../features/auth";
import { useIsMobile } from "../lib/useIsMobile";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

// The drawer's code loads the first time a phone user opens the menu.
const MobileSidebar = lazy(() => import("./MobileSidebar"));
// Only members can be unverified, so visitors never load the banner.
const VerifyEmailBanner = lazy(() => import("./VerifyEmailBanner"));

/**
 * The first stop of the keyboard: 'Skip to main content', shown only while focused, so the top bar's
 * and the sidebar's links need not be tabbed through on every page. It moves focus itself (a `#main`
 * link would change the hash route).
 */
function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="l2"
      bg="bg.panel"
      color="fg"
      fontWeight="medium"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{
        transform: "translateY(0)",
        outline: "2px solid",
        outlineColor: "brand.solid",
      }}
    >
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to main content
      </a>
    </Box>
  );
}

/** The main layout: top bar, sidebar (column or drawer) and the routed screen. */
export function AppLayout() {
  const { me } = useSession();
  const mobile = useIsMobile();
  // Open by default on wide screens, closed by default on narrow ones (spec §2 "Sidebar").
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const toggle = () => {
    if (mobile) {
      setDrawerUsed(true);
      setMobileOpen((open) => !open);
    } else {
      setDesktopOpen((open) => !open);
    }
  };

  return (
    <Box minH="100dvh" bg="bg.canvas">
      <SkipLink />
      <TopBar onToggleSidebar={toggle} sidebarOpen={mobile ? mobileOpen : desktopOpen} />
      <Flex align="stretch">
        {mobile ? (
          drawerUsed ? (
            <Suspense fallback={null}>
              <MobileSidebar open={mobileOpen} onOpenChange={setMobileOpen} />
            </Suspense>
          ) : null
        ) : desktopOpen ? (
          <Sidebar />
        ) : null}
        <Box as="main" id="main" flex="1" minW="0" tabIndex={-1} outline="none">
          {/* A session the server ended under a public page (a ban, another device's sign-out): the
              visitor it left is told why where they are; members-only pages go to the sign-in screen,
              which says the same. */}
          {me ? null : <SessionEndNotice borderRadius="0" />}
          {me && !me.verified ? (
            <Suspense fallback={null}>
              <VerifyEmailBanner />
            </Suspense>
          ) : null}
          <RouteErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Flex>
    </Box>
  );
}
