import { HStack, Progress, Text } from "@chakra-ui/react";
import { percent, usd } from "./text";

export interface FundingProgressProps {
  currentFunding: number;
  fundingGoal: number;
  /** currentFunding ÷ fundingGoal × 100, to one decimal (the server's). */
  fundingProgress: number;
  size?: "sm" | "md";
}

/** The funding bar: raised of the goal, and the percentage to one decimal (the bar stops at full). */
export function FundingProgress({
  currentFunding,
  fundingGoal,
  fundingProgress,
  size = "sm",
}: FundingProgressProps) {
  return (
    <Progress.Root
      value={Math.min(100, fundingProgress)}
      size={size}
      colorPalette="green"
      aria-label={`Funding progress ${percent(fundingProgress)}`}
    >
      <HStack justify="space-between" mb="1" fontSize="sm">
        <Text color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {usd(currentFunding)}
          </Text>{" "}
          raised of {usd(fundingGoal)}
        </Text>
        <Progress.ValueText>{percent(fundingProgress)}</Progress.ValueText>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
