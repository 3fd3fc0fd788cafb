import { HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";

/** One of a setting's choices: its stored value and what the member reads. */
export type Choice<T extends string> = { value: T; label: string };

/**
 * A setting chosen among a few values (the digest's frequency, an audience), as a labelled radio group
 * with a line of help; disabled until the member's choice has loaded (`value` null).
 */
export function ChoiceGroup<T extends string>({
  label,
  help,
  choices,
  value,
  onChange,
}: {
  label: string;
  help: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  const helpId = useId();
  return (
    <RadioGroup.Root
      colorPalette="brand"
      value={value}
      disabled={value === null}
      onValueChange={(details) => {
        if (details.value) onChange(details.value as T);
      }}
      aria-describedby={helpId}
    >
      <Stack gap="3">
        <Stack gap="0.5">
          <RadioGroup.Label fontWeight="medium" fontSize="md">
            {label}
          </RadioGroup.Label>
          <Text color="fg.muted" fontSize="sm" id={helpId}>
            {help}
          </Text>
        </Stack>
        <HStack gap="6" wrap="wrap">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </Stack>
    </RadioGroup.Root>
  );
}
