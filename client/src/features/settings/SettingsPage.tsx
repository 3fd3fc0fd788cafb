import { Card, HStack, Separator, Stack, Tabs, Text } from "@chakra-ui/react";
import { LuBell, LuKeyRound, LuShield, LuUser } from "react-icons/lu";
import { useSession } from "../../apollo/session";
import { NotAvailableYet } from "../../components/NotAvailableYet";
import { Page } from "../../components/Page";
import { ChangePasswordDialog } from "./ChangePasswordDialog";

/** /settings (guarded): Profile, Account, Notifications and Privacy. */
export default function SettingsPage() {
  const { me } = useSession();
  return (
    <Page title="Settings" subtitle="Manage your profile, account and preferences" maxW="4xl">
      <Tabs.Root defaultValue="account" variant="line">
        <Tabs.List mb="6" overflowX="auto">
          <Tabs.Trigger value="profile">
            <LuUser /> Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="account">
            <LuKeyRound /> Account
          </Tabs.Trigger>
          <Tabs.Trigger value="notifications">
            <LuBell /> Notifications
          </Tabs.Trigger>
          <Tabs.Trigger value="privacy">
            <LuShield /> Privacy
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <NotAvailableYet area="The profile editor" />
        </Tabs.Content>
        <Tabs.Content value="account">
          <Card.Root variant="outline" bg="bg.panel">
            <Card.Header>
              <Card.Title as="h2">Account</Card.Title>
              <Card.Description>Your sign-in details.</Card.Description>
            </Card.Header>
            <Card.Body>
              <Stack gap="5" separator={<Separator />}>
                <HStack justify="space-between" gap="4" wrap="wrap">
                  <Stack gap="0.5">
                    <Text fontWeight="medium">Email</Text>
                    <Text color="fg.muted" data-testid="account-email">
                      {me?.email ?? "—"}
                    </Text>
                  </Stack>
                </HStack>
                <HStack justify="space-between" gap="4" wrap="wrap">
                  <Stack gap="0.5">
                    <Text fontWeight="medium">Password</Text>
                    <Text color="fg.muted">Change the password you use to sign in.</Text>
                  </Stack>
                  <ChangePasswordDialog />
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <NotAvailableYet area="Notification preferences" />
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <NotAvailableYet area="Privacy settings" />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
