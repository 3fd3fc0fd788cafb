import { Stack, Text } from "@chakra-ui/react";
import { useCallback, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "./ConfirmDialog";

export interface SignInPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The action phrase, e.g. "react to this content": 'You need to be signed in to {action}.' */
  action: string;
}

/** The spec's 'Sign in required' dialog, shown when a visitor tries something that needs an account. */
export function SignInPrompt({ open, onOpenChange, action }: SignInPromptProps) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in required"
      message={
        <Stack gap="2">
          <Text>You need to be signed in to {action}.</Text>
          <Text color="fg.muted">Please sign in or create an account to continue.</Text>
        </Stack>
      }
      confirmLabel="Sign in"
      destructive={false}
      onConfirm={() => {
        onOpenChange(false);
        navigate("/auth");
      }}
    />
  );
}

/**
 * `const { prompt, element } = useSignInPrompt();` then render `element` once and call
 * `prompt("join this group")` when a visitor tries the action.
 */
export function useSignInPrompt(): { prompt: (action: string) => void; element: ReactNode } {
  const [state, setState] = useState<{ open: boolean; action: string }>({
    open: false,
    action: "",
  });
  const prompt = useCallback((action: string) => setState({ open: true, action }), []);
  const element = (
    <SignInPrompt
      open={state.open}
      action={state.action}
      onOpenChange={(open) => setState((previous) => ({ ...previous, open }))}
    />
  );
  return { prompt, element };
}
