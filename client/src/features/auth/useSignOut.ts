import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionActions } from "../../apollo/session";
import { SignOutDocument } from "./auth.generated";
import { notify } from "../../theme/toaster";

/** Signs out (the server clears the cookie), resets the client's data and goes to /auth. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [mutate, { loading }] = useMutation(SignOutDocument);
  const { sessionChanged } = useSessionActions();
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    try {
      await mutate();
    } catch {
      notify.error("Error", "Failed to sign out. Please try again.");
      return;
    }
    // Reset first so /auth sees a visitor (it sends members back to /).
    await sessionChanged().catch(() => undefined);
    navigate("/auth");
    notify.success("Signed out successfully", "You have been logged out.");
  }, [mutate, navigate, sessionChanged]);

  return { signOut, signingOut: loading };
}
