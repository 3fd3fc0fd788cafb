import { Box, Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ShieldCheckIcon } from "lucide-react";
import type { Viewer } from "../apollo/session";
import { MessagesBell } from "./MessagesBell";
import { NotificationsBell } from "./NotificationsBell";
import { UserMenu } from "./UserMenu";

/** The signed-in side of the top bar: Admin (super admins), the bells and the user menu. */
export default function MemberActions({ me }: { me: Viewer }) {
  return (
    <>
      {me.isSuperAdmin ? (
        // Icon-only below 768 px, so the bar fits a phone; the name stays for assistive technology.
        <Button
          asChild
          variant="outline"
          colorPalette="gray"
          size="sm"
          me="1"
          px={{ base: "0", md: "3" }}
          minW={{ base: "9", md: "auto" }}
          aria-label="Admin"
        >
          <RouterLink to="/admin">
            <ShieldCheckIcon />
            <Box as="span" display={{ base: "none", md: "inline" }}>
              Admin
            </Box>
          </RouterLink>
        </Button>
      ) : null}
      <MessagesBell />
      <NotificationsBell />
      <UserMenu me={me} />
    </>
  );
}
