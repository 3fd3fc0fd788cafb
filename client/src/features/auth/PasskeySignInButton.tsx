import { useMutation } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { userMessage } from "../../apollo/errors";
import { useSessionActions } from "../../apollo/session";
import { endReasonOfError, sessionEndedBecause } from "../../apollo/session-end";
import { MSG } from "../../lib/accountMessages";
import { notify } from "../../theme/toaster";
import { BeginPasskeySignInDocument, FinishPasskeySignInDocument } from "./passkeys.generated";

const NOT_SIGNED_IN = "You were not signed in with a passkey.";

/**
 * 'Sign in with a passkey': no e-mail asked, the browser offers the passkeys this device holds for Agora
 * (discoverable credentials); the member picks one and is signed in as with a password (no second
 * factor: a passkey is both).
 */
export function PasskeySignInButton() {
  const [pending, setPending] = useState(false);
  const [begin] = useMutation(BeginPasskeySignInDocument);
  const [finish] = useMutation(FinishPasskeySignInDocument);
  const { sessionChanged } = useSessionActions();
  const navigate = useNavigate();

  if (!browserSupportsWebAuthn()) return null;

  const onClick = async () => {
    setPending(true);
    try {
      const { data } = await begin({ variables: { email: null } });
      const optionsJSON = data?.beginPasskeySignIn as PublicKeyCredentialRequestOptionsJSON;
      let response: AuthenticationResponseJSON;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        // Cancelled, timed out, or no passkey for Agora on this device.
        notify.error(MSG.loginFailedTitle, NOT_SIGNED_IN);
        return;
      }
      await finish({ variables: { response } });
    } catch (error) {
      const ended = endReasonOfError(error);
      // A suspended account is explained above the form (SessionEndNotice) rather than in a toast.
      if (ended) sessionEndedBecause(ended);
      else notify.error(MSG.loginFailedTitle, userMessage(error, MSG.loginFailed));
      return;
    } finally {
      setPending(false);
    }
    notify.success(MSG.loginSuccessTitle, MSG.loginSuccess);
    await sessionChanged().catch(() => undefined);
    navigate("/", { replace: true });
  };

  return (
    <Button
      type="button"
      variant="outline"
      width="full"
      loading={pending}
      loadingText="Waiting for your passkey..."
      onClick={() => void onClick()}
    >
      <KeyRoundIcon aria-hidden /> Sign in with a passkey
    </Button>
  );
}
