import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Content width; most screens read best at 5xl. */
  maxW?: string;
}

/** The frame of a screen inside the layout: a heading row, then the content. */
export function Page({ title, subtitle, actions, children, maxW = "5xl" }: PageProps) {
  return (
    <Box maxW={maxW} mx="auto" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }}>
      <HStack justify="space-between" align="start" gap="4" mb="6" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "xl", md: "2xl" }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </HStack>
      {children}
    </Box>
  );
}
