import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { LuShieldCheck } from "react-icons/lu";
import type { Viewer } from "../apollo/session";
import { MessagesBell } from "./MessagesBell";
import { NotificationsBell } from "./NotificationsBell";
import { UserMenu } from "./UserMenu";

/** The signed-in side of the top bar: Admin (super admins), the bells and the user menu. */
export default function MemberActions({ me }: { me: Viewer }) {
  return (
    <>
      {me.isSuperAdmin ? (
        <Button asChild variant="outline" colorPalette="gray" size="sm" me="1">
          <RouterLink to="/admin">
            <LuShieldCheck /> Admin
          </RouterLink>
        </Button>
      ) : null}
      <MessagesBell />
      <NotificationsBell />
      <UserMenu me={me} />
    </>
  );
}
