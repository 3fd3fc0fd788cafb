import { Box, Flex, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Logo } from "../../layout/Logo";

/** The frame of the account screens (/auth, e-mail verification, password reset): logo and a centred card. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" bg="bg.canvas" align="center" justify="center" px="4" py="10">
      <Stack w="full" maxW="md" gap="6" align="center">
        <Box asChild borderRadius="l2" focusRing="outside">
          <RouterLink to="/" aria-label="Agora home">
            <Logo size="lg" />
          </RouterLink>
        </Box>
        <Box as="main" w="full">
          {children}
        </Box>
      </Stack>
    </Flex>
  );
}
