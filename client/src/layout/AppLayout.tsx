import { Box, Flex } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router-dom";
import { PageSpinner } from "../components/PageSpinner";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { useSession } from "../apollo/session";
import { useIsMobile } from "../lib/useIsMobile";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

// The drawer's code loads the first time a phone user opens the menu.
const MobileSidebar = lazy(() => import("./MobileSidebar"));
// Only members can be unverified, so visitors never load the banner.
const VerifyEmailBanner = lazy(() => import("./VerifyEmailBanner"));

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
        <Box as="main" id="main" flex="1" minW="0">
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
