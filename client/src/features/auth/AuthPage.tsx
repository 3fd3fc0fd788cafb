import { Box, Card, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import { Navigate } from "react-router-dom";
import { useSession } from "../../apollo/session";
import { PageSpinner } from "../../components/PageSpinner";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { AuthShell } from "./AuthShell";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";
import { SessionEndNotice } from "./SessionEndNotice";
import { SignUpForm } from "./SignUpForm";
import { useFinishSignOut } from "./useSignOut";

/** /auth: sign in and sign up in one card with two tabs (Login by default). */
export default function AuthPage() {
  const { me, loading } = useSession();
  const [forgot, setForgot] = useState(false);
  const signingOut = useFinishSignOut();
  useDocumentTitle("Sign in");

  if (signingOut) return <PageSpinner label="Signing out..." />;
  if (loading) return <PageSpinner label="Checking your session..." />;
  if (me) return <Navigate to="/" replace />;

  return (
    <AuthShell>
      <SessionEndNotice />
      <Card.Root w="full" variant="elevated">
        <Card.Header textAlign="center" pb="2">
          <Card.Title as="h1" fontSize="2xl">
            Welcome to Agora
          </Card.Title>
          <Card.Description>
            Sign in to your account or create a new one to connect, share and grow.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Tabs.Root defaultValue="login" variant="enclosed" fitted lazyMount={false}>
            <Tabs.List mb="4" w="full">
              <Tabs.Trigger value="login">Login</Tabs.Trigger>
              <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              {/* The login form stays mounted while the reset form shows, so nothing typed is lost. */}
              <Box hidden={forgot}>
                <LoginForm onForgotPassword={() => setForgot(true)} />
              </Box>
              {forgot ? (
                <ForgotPasswordForm initialEmail="" onBack={() => setForgot(false)} />
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="signup">
              <SignUpForm />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </AuthShell>
  );
}
