import { Card, HStack, Separator, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { ErrorState } from "../../components/ErrorState";
import {
  MemberSettingsDocument,
  UpdateSettingsDocument,
  type MemberSettingsFieldsFragment,
} from "./settings.generated";
import { notify } from "../../theme/toaster";

export type SettingKey = keyof Omit<MemberSettingsFieldsFragment, "__typename">;

export interface SettingItem {
  key: SettingKey;
  label: string;
  description: string;
}

/** Every switch is on until the member changes it (spec §2 'Settings'). */
const DEFAULTS: MemberSettingsFieldsFragment = {
  emailNotifications: true,
  pushNotifications: true,
  profileVisible: true,
  dataCollection: true,
};

/**
 * A card of settings switches. Each change is saved at once with `updateSettings`: the switch moves
 * immediately (optimistic), and moves back with an error toast if the server refuses.
 */
export function SettingsSwitches({
  title,
  description,
  items,
}: {
  title: string;
  description: string;
  items: SettingItem[];
}) {
  const { data, loading, error, refetch } = useQuery(MemberSettingsDocument);
  const [updateSettings] = useMutation(UpdateSettingsDocument);

  if (error && !data) {
    return (
      <ErrorState
        description="Failed to load settings. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  const current: MemberSettingsFieldsFragment = { ...DEFAULTS, ...data?.settings };

  const change = async (key: SettingKey, value: boolean) => {
    const next = { ...current, [key]: value, __typename: "MemberSettings" as const };
    try {
      await updateSettings({
        variables: { input: { [key]: value } },
        optimisticResponse: { updateSettings: next },
        update: (cache, { data: result }) => {
          if (result) {
            cache.writeQuery({
              query: MemberSettingsDocument,
              data: { settings: result.updateSettings },
            });
          }
        },
      });
    } catch {
      notify.error("Error", "Failed to update settings. Please try again.", "settings-error");
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5" separator={<Separator />}>
          {items.map((item) => (
            <HStack key={item.key} justify="space-between" gap="6" align="center">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" id={`setting-${item.key}-label`}>
                  {item.label}
                </Text>
                <Text color="fg.muted" fontSize="sm" id={`setting-${item.key}-description`}>
                  {item.description}
                </Text>
              </Stack>
              {loading && !data ? (
                <Skeleton h="5" w="9" borderRadius="full" flexShrink={0} />
              ) : (
                <Switch.Root
                  colorPalette="brand"
                  checked={current[item.key]}
                  onCheckedChange={(details) => void change(item.key, details.checked)}
                  flexShrink={0}
                >
                  <Switch.HiddenInput
                    aria-labelledby={`setting-${item.key}-label`}
                    aria-describedby={`setting-${item.key}-description`}
                  />
                  <Switch.Control />
                </Switch.Root>
              )}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Each kind's e-mail is NotificationPreferences' now; the API keeps the old all-at-once switch. */
export const NOTIFICATION_SETTINGS: SettingItem[] = [
  {
    key: "pushNotifications",
    label: "Push notifications",
    description: "Get notified in the app as things happen.",
  },
];

export const PRIVACY_SETTINGS: SettingItem[] = [
  {
    key: "profileVisible",
    label: "Profile visibility",
    description: "Let other members find and view your profile.",
  },
  {
    key: "dataCollection",
    label: "Data collection",
    description: "Allow usage data collection to improve Agora.",
  },
];
