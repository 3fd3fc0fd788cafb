import { Card, HStack, Separator, Stack, Switch, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useId } from "react";
import { userMessage } from "../../apollo/errors";
import { ErrorState } from "../../components/ErrorState";
import type { Audience, PrivacyInput } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { ChoiceGroup, type Choice } from "./ChoiceGroup";
import {
  PrivacySettingsDocument,
  UpdatePrivacyDocument,
  type PrivacyFieldsFragment,
} from "./settings.generated";

const MESSAGE_AUDIENCES: Choice<Audience>[] = [
  { value: "EVERYONE", label: "Everyone" },
  { value: "CONNECTIONS", label: "Connections" },
  { value: "NOBODY", label: "Nobody" },
];

const CONNECTIONS_AUDIENCES: Choice<Audience>[] = [
  { value: "EVERYONE", label: "Everyone" },
  { value: "CONNECTIONS", label: "Connections" },
  { value: "NOBODY", label: "Only you" },
];

const SAVE_FAILED = "Failed to update settings. Please try again.";

/**
 * Settings › Privacy: who may message the member (business inquiries too), who may list their
 * connections, followers and following, and whether their whole e-mail address finds them. Each change
 * is saved at once: it shows immediately (optimistic), and moves back with an error toast if the server
 * refuses.
 */
export function PrivacyControls() {
  const { data, error, refetch } = useQuery(PrivacySettingsDocument);
  const [updatePrivacy] = useMutation(UpdatePrivacyDocument);

  if (error && !data) {
    return (
      <ErrorState
        description="Failed to load privacy settings. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  const privacy = data?.settings ?? null;
  const change = async (input: PrivacyInput) => {
    if (!privacy) return;
    const next: PrivacyFieldsFragment = {
      whoCanMessage: input.whoCanMessage ?? privacy.whoCanMessage,
      connectionsVisibleTo: input.connectionsVisibleTo ?? privacy.connectionsVisibleTo,
      discoverableByEmail: input.discoverableByEmail ?? privacy.discoverableByEmail,
    };
    const saved = { __typename: "MemberSettings" as const, ...next };
    try {
      await updatePrivacy({ variables: { input }, optimisticResponse: { updatePrivacy: saved } });
    } catch (cause) {
      notify.error("Error", userMessage(cause, SAVE_FAILED), "settings-error");
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Who can reach you</Card.Title>
        <Card.Description>Choose who can message you and see your network.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6" separator={<Separator />}>
          <ChoiceGroup
            label="Who can message you"
            help="Business inquiries follow this too. Members you blocked can never message you."
            choices={MESSAGE_AUDIENCES}
            value={privacy?.whoCanMessage ?? null}
            onChange={(whoCanMessage) => void change({ whoCanMessage })}
          />
          <ChoiceGroup
            label="Who can see your connections"
            help="Your connections, followers and following. Their numbers show to everyone."
            choices={CONNECTIONS_AUDIENCES}
            value={privacy?.connectionsVisibleTo ?? null}
            onChange={(connectionsVisibleTo) => void change({ connectionsVisibleTo })}
          />
          <EmailDiscovery
            checked={privacy?.discoverableByEmail ?? null}
            onChange={(discoverableByEmail) => void change({ discoverableByEmail })}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The e-mail discovery switch; disabled until the member's choice has loaded. */
function EmailDiscovery({
  checked,
  onChange,
}: {
  checked: boolean | null;
  onChange: (on: boolean) => void;
}) {
  const helpId = useId();
  return (
    <HStack justify="space-between" gap="4">
      <Stack gap="0.5">
        <Text fontWeight="medium">Let people find you by your e-mail address</Text>
        <Text color="fg.muted" fontSize="sm" id={helpId}>
          Members who type your whole e-mail address in a search find you.
        </Text>
      </Stack>
      <Switch.Root
        colorPalette="brand"
        checked={checked ?? false}
        disabled={checked === null}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput
          aria-label="Let people find you by your e-mail address"
          aria-describedby={helpId}
        />
        <Switch.Control />
      </Switch.Root>
    </HStack>
  );
}
