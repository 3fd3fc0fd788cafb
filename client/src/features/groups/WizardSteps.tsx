import { Box, Circle, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { CheckIcon } from "lucide-react";
import { Fragment } from "react";

export interface WizardStepsProps {
  steps: readonly string[];
  /** The current step's index. */
  current: number;
}

/** The wizard's progress: numbered steps, done ones ticked, the current one marked for assistive tech. */
export function WizardSteps({ steps, current }: WizardStepsProps) {
  return (
    <HStack
      as="ol"
      gap={{ base: "2", sm: "3" }}
      listStyleType="none"
      aria-label="Progress"
      w="full"
    >
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Fragment key={label}>
            {index > 0 ? (
              <Box
                as="li"
                aria-hidden="true"
                flex="1"
                minW="3"
                h="0.5"
                borderRadius="full"
                bg={done || active ? "brand.solid" : "border"}
              />
            ) : null}
            <HStack as="li" gap="2" flexShrink={0} aria-current={active ? "step" : undefined}>
              <Circle
                size="7"
                fontSize="sm"
                fontWeight="semibold"
                bg={done || active ? "brand.solid" : "bg.muted"}
                color={done || active ? "brand.contrast" : "fg.muted"}
              >
                {done ? <CheckIcon aria-hidden="true" /> : index + 1}
              </Circle>
              <Text
                fontSize="sm"
                fontWeight={active ? "semibold" : "medium"}
                color={active ? "fg" : "fg.muted"}
                display={{ base: active ? "block" : "none", sm: "block" }}
              >
                {label}
                {done ? <VisuallyHidden> (done)</VisuallyHidden> : null}
              </Text>
            </HStack>
          </Fragment>
        );
      })}
    </HStack>
  );
}
