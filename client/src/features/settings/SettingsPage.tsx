import { Box, Card, HStack, Separator, Stack, Tabs, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { BellIcon, KeyRoundIcon, LockIcon, ShieldIcon, UserIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { Page } from "../../components/Page";
import { BlockedMembers } from "./BlockedMembers";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { DeleteAccount } from "./DeleteAccount";
import { NotificationPreferences } from "./NotificationPreferences";
import { PasskeySettings } from "./PasskeySettings";
import { SecuritySessions } from "./SecuritySessions";
import { TwoFactorSettings } from "./TwoFactorSettings";
import { PrivacyControls } from "./PrivacyControls";
import { YourData } from "./YourData";
import { ProfileEditor } from "../profile";
import { NOTIFICATION_SETTINGS, PRIVACY_SETTINGS, SettingsSwitches } from "./SettingsSwitches";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

const TABS = ["profile", "account", "notifications", "privacy", "security"] as const;
type SettingsTab = (typeof TABS)[number];

function isTab(value: string | null): value is SettingsTab {
  return TABS.includes(value as SettingsTab);
}

/**
 * /settings (guarded): Profile, Account, Notifications, Privacy and Security; opens on Profile. The
 * open tab is kept in `?tab=`, so a link (the profile's Edit Profile, the new sign-in e-mail) can open a
 * given tab.
 */
export default function SettingsPage() {
  const { me } = useSession();
  useDocumentTitle("Settings");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: SettingsTab = isTab(requested) ? requested : "profile";
  return (
    <Page title="Settings" subtitle="Manage your profile, account and preferences" maxW="4xl">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
        variant="line"
        lazyMount
      >
        <Tabs.List mb="6" overflowX="auto">
          <Tabs.Trigger value="profile">
            <UserIcon /> Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="account">
            <KeyRoundIcon /> Account
          </Tabs.Trigger>
          <Tabs.Trigger value="notifications">
            <BellIcon /> Notifications
          </Tabs.Trigger>
          <Tabs.Trigger value="privacy">
            <ShieldIcon /> Privacy
          </Tabs.Trigger>
          <Tabs.Trigger value="security">
            <LockIcon /> Security
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">{me ? <ProfileEditor me={me} /> : null}</Tabs.Content>
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
          <Box mt="6">
            <DeleteAccount />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <SettingsSwitches
            title="Notifications"
            description="Choose how Agora keeps you up to date."
            items={NOTIFICATION_SETTINGS}
          />
          <Box mt="6">
            <NotificationPreferences />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <SettingsSwitches
            title="Privacy"
            description="Control who sees your profile and what Agora collects."
            items={PRIVACY_SETTINGS}
          />
          <Box mt="6">
            <PrivacyControls />
          </Box>
          <Box mt="6">
            <BlockedMembers />
          </Box>
          <Box mt="6">
            <YourData />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="security">
          <SecuritySessions />
          <Box mt="6">
            <TwoFactorSettings />
          </Box>
          <Box mt="6">
            <PasskeySettings />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
