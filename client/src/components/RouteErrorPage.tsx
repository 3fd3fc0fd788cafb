import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";

/**
 * Shown when a screen throws while rendering or its code fails to load (for instance after a deploy
 * replaced the chunk files). Reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <Box maxW="xl" mx="auto" px="4" py={{ base: "16", md: "24" }} textAlign="center" role="alert">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          An unexpected error occurred. Please reload the page to try again.
        </Text>
        <Stack direction="row" gap="3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="outline" colorPalette="gray">
            <a href="#/">Return to Home</a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
