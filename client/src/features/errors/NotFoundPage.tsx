import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { HouseIcon } from "lucide-react";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** Any unknown path. */
export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <Box maxW="xl" mx="auto" px="4" py={{ base: "16", md: "24" }} textAlign="center">
      <Stack gap="4" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has been moved.</Text>
        <Button asChild mt="2">
          <RouterLink to="/">
            <HouseIcon /> Return to Home
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
