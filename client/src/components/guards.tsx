import { Navigate, Outlet } from "react-router-dom";
import { ShieldAlertIcon } from "lucide-react";
import { Box } from "@chakra-ui/react";
import { useSession } from "../apollo/session";
import { EmptyState } from "./EmptyState";
import { PageSpinner } from "./PageSpinner";

/** Login-guarded routes: a spinner while the session loads, then /auth (replacing history) for visitors. */
export function RequireAuth() {
  const { me, loading } = useSession();
  if (loading) return <PageSpinner label="Checking your session..." />;
  if (!me) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Super-admin-only routes: visitors go to /auth; members who are not super admins are told no. */
export function RequireSuperAdmin() {
  const { me, loading } = useSession();
  if (loading) return <PageSpinner label="Checking your session..." />;
  if (!me) return <Navigate to="/auth" replace />;
  if (!me.isSuperAdmin) return <AccessDenied />;
  return <Outlet />;
}

export function AccessDenied() {
  return (
    <Box maxW="2xl" mx="auto" px="4" py="16">
      <EmptyState
        icon={<ShieldAlertIcon />}
        title="Access Denied"
        titleAs="h1"
        description="You don't have permission to access this page."
      />
    </Box>
  );
}
