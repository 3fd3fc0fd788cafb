import {
  Box,
  Card,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Switch,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useId, type ReactNode } from "react";
import { userMessage } from "../../apollo/errors";
import { ErrorState } from "../../components/ErrorState";
import type { DigestFrequency } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { ChoiceGroup, type Choice } from "./ChoiceGroup";
import { groupNotificationTypes, notificationLabel } from "./notificationKinds";
import {
  NotificationPreferencesDocument,
  SetDigestFrequencyDocument,
  SetNotificationPreferenceDocument,
  type NotificationPreferenceFieldsFragment,
} from "./settings.generated";

type Preference = NotificationPreferenceFieldsFragment;

/** The two ways a notification reaches the member: a switch each, in this order on every row. */
const CHANNELS = [
  { key: "inApp", label: "In app" },
  { key: "email", label: "E-mail" },
] as const;
type Channel = (typeof CHANNELS)[number]["key"];

const DIGEST_OPTIONS: Choice<DigestFrequency>[] = [
  { value: "OFF", label: "Off" },
  { value: "DAILY", label: "Daily" },
  { value: "WEEKLY", label: "Weekly" },
];

/** The width of a switch's column, so the switches line up under their group's column titles. */
const COLUMN_W = "16";

const SAVE_FAILED = "Failed to update settings. Please try again.";

/** The server's reason in an error toast (the switch or choice has already moved back). */
function saveFailed(cause: unknown) {
  notify.error("Error", userMessage(cause, SAVE_FAILED), "settings-error");
}

/**
 * Settings › Notifications: for each kind of notification, grouped by area, whether it shows in the app
 * and whether it is e-mailed, and how often the e-mail digest comes. Each change is saved at once: it
 * shows immediately (optimistic), and moves back with an error toast if the server refuses.
 */
export function NotificationPreferences() {
  const { data, error, refetch } = useQuery(NotificationPreferencesDocument);
  const [setPreference] = useMutation(SetNotificationPreferenceDocument);
  const [setDigest] = useMutation(SetDigestFrequencyDocument);

  if (error && !data) {
    return (
      <ErrorState
        description="Failed to load notification settings. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  const change = async (preference: Preference, channel: Channel, on: boolean) => {
    const next = {
      type: preference.type,
      inApp: preference.inApp,
      email: preference.email,
      [channel]: on,
    };
    const saved = { __typename: "NotificationPreference" as const, ...next };
    try {
      await setPreference({
        variables: next,
        optimisticResponse: { setNotificationPreference: saved },
      });
    } catch (cause) {
      saveFailed(cause);
    }
  };

  const chooseDigest = async (frequency: DigestFrequency) => {
    const settings = { __typename: "MemberSettings" as const, digest: frequency };
    try {
      await setDigest({
        variables: { frequency },
        optimisticResponse: { setDigestFrequency: settings },
      });
    } catch (cause) {
      saveFailed(cause);
    }
  };

  const settings = data?.settings;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Notification types</Card.Title>
        <Card.Description>
          Choose what shows in the app and what is sent to you by e-mail.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6" separator={<Separator />}>
          {settings ? (
            groupNotificationTypes(settings.notificationPreferences).map((group) => (
              <PreferenceGroup key={group.title} title={group.title}>
                {group.items.map((preference) => (
                  <PreferenceRow key={preference.type} preference={preference} onChange={change} />
                ))}
              </PreferenceGroup>
            ))
          ) : (
            <PreferencesSkeleton />
          )}
          <ChoiceGroup
            label="E-mail digest"
            help="A summary of what you have not read"
            choices={DIGEST_OPTIONS}
            value={settings?.digest ?? null}
            onChange={(frequency) => void chooseDigest(frequency)}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** One area's kinds under its heading, with the switches' column titles beside it. */
function PreferenceGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack justify="space-between" gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        {/* Each switch names its own channel; these titles are for the eye. */}
        <HStack gap="0" flexShrink={0} aria-hidden="true">
          {CHANNELS.map((channel) => (
            <Text key={channel.key} w={COLUMN_W} textAlign="center" fontSize="xs" color="fg.muted">
              {channel.label}
            </Text>
          ))}
        </HStack>
      </HStack>
      {children}
    </Stack>
  );
}

/** A kind's label and its two switches, each named for a screen reader ('E-mail for Event reminders'). */
function PreferenceRow({
  preference,
  onChange,
}: {
  preference: Preference;
  onChange: (preference: Preference, channel: Channel, on: boolean) => Promise<void>;
}) {
  const label = notificationLabel(preference.type);
  return (
    <HStack justify="space-between" gap="3">
      <Text minW="0">{label}</Text>
      <HStack gap="0" flexShrink={0}>
        {CHANNELS.map((channel) => (
          <Box key={channel.key} w={COLUMN_W} display="flex" justifyContent="center">
            <Switch.Root
              colorPalette="brand"
              checked={preference[channel.key]}
              onCheckedChange={(details) => void onChange(preference, channel.key, details.checked)}
            >
              <Switch.HiddenInput aria-label={`${channel.label} for ${label}`} />
              <Switch.Control />
            </Switch.Root>
          </Box>
        ))}
      </HStack>
    </HStack>
  );
}

/** Rows of placeholders while the preferences load. */
function PreferencesSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading notification settings">
      {[0, 1, 2, 3, 4].map((index) => (
        <HStack key={index} justify="space-between" gap="3">
          <Skeleton h="4" w="50%" />
          <HStack gap="0" flexShrink={0}>
            {CHANNELS.map((channel) => (
              <Box key={channel.key} w={COLUMN_W} display="flex" justifyContent="center">
                <Skeleton h="5" w="9" borderRadius="full" />
              </Box>
            ))}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
