import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSessionActions } from "../../apollo/session";
import { SignOutDocument } from "./auth.generated";
import { notify } from "../../theme/toaster";

/** The navigation state with which /auth ends the session: where the member was, to return on failure. */
interface SignOutState {
  signOut: { from: string };
}

/** Where a sign-out started, when the location's state asks /auth to sign out; null otherwise. */
function signOutFrom(state: unknown): string | null {
  const from = (state as Partial<SignOutState> | null)?.signOut?.from;
  return typeof from === "string" ? from : null;
}

/**
 * Signs out from anywhere: first to /auth, which ends the session (see useFinishSignOut). The screen the
 * member was on is gone before the session ends, so it never sees its viewer turn into a visitor and
 * reacts as it would to one (a profile's 'Authentication Required' toast, a private group's redirect).
 */
export function useSignOut(): { signOut: () => void } {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signOut = useCallback(() => {
    const state: SignOutState = { signOut: { from: `${pathname}${search}` } };
    navigate("/auth", { state });
  }, [navigate, pathname, search]);
  return { signOut };
}

/**
 * On /auth, when a sign-out brought the member there: signs out (the server clears the cookie), resets
 * the client's data for a visitor and says 'Signed out successfully'; on failure, back where the member
 * was with 'Failed to sign out. Please try again.'. True while it works (the page shows a spinner, not
 * the redirect a member on /auth gets).
 */
export function useFinishSignOut(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [mutate] = useMutation(SignOutDocument);
  const { sessionChanged } = useSessionActions();
  const from = signOutFrom(location.state);
  const started = useRef(false);

  useEffect(() => {
    if (from === null || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await mutate();
      } catch {
        started.current = false;
        navigate(from, { replace: true });
        notify.error("Error", "Failed to sign out. Please try again.");
        return;
      }
      await sessionChanged().catch(() => undefined);
      // Without the state, so a reload or Back to this entry does not sign out again.
      navigate("/auth", { replace: true });
      notify.success("Signed out successfully", "You have been logged out.");
    })();
  }, [from, mutate, navigate, sessionChanged]);

  return from !== null;
}
