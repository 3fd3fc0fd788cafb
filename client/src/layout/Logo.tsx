import { Box, HStack, Text } from "@chakra-ui/react";

/** The product mark and name. */
export function Logo({ size = "md" }: { size?: "md" | "lg" }) {
  const mark = size === "lg" ? "10" : "8";
  return (
    <HStack gap="2">
      <Box
        aria-hidden="true"
        boxSize={mark}
        borderRadius="l2"
        bg="brand.solid"
        color="brand.contrast"
        display="grid"
        placeItems="center"
        fontWeight="bold"
        fontSize={size === "lg" ? "xl" : "md"}
      >
        A
      </Box>
      <Text
        as="span"
        fontWeight="bold"
        fontSize={size === "lg" ? "2xl" : "xl"}
        letterSpacing="tight"
        color="fg"
      >
        Agora
      </Text>
    </HStack>
  );
}
