import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import {
  ArrowRightIcon,
  CalendarDaysIcon,
  FileTextIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";

interface Highlight {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const highlights: Highlight[] = [
  {
    title: "Articles",
    description: "Read insights from founders, investors and professionals, and share your own.",
    to: "/articles",
    icon: FileTextIcon,
  },
  {
    title: "Groups",
    description: "Join communities around your industry, your city or your next big idea.",
    to: "/groups",
    icon: UsersIcon,
  },
  {
    title: "Events",
    description: "Find meetups, pitch nights and workshops, and meet people in person.",
    to: "/events",
    icon: CalendarDaysIcon,
  },
];

/** Home for a visitor: what Agora is, and a way in; `children` (the latest feed) goes below the cards. */
export function Landing({ children }: { children?: ReactNode }) {
  return (
    <Box maxW="5xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "10", md: "16" }}>
      <Stack gap="6" align="center" textAlign="center" mb={{ base: "10", md: "14" }}>
        <Heading as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="tight" lineHeight="1.1">
          Welcome to{" "}
          <Box as="span" color="brand.fg">
            Agora
          </Box>
        </Heading>
        <Text fontSize={{ base: "md", md: "xl" }} color="fg.muted" maxW="2xl">
          The professional network where members build their profiles, connect with peers, find
          investors and grow their businesses together.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild size="lg">
            <RouterLink to="/auth">
              Get Started <ArrowRightIcon />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {highlights.map((item) => (
          <Card.Root
            key={item.to}
            asChild
            variant="outline"
            bg="bg.panel"
            transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
            _hover={{
              borderColor: "brand.emphasized",
              shadow: "md",
              transform: "translateY(-2px)",
            }}
            focusRing="outside"
          >
            <RouterLink to={item.to}>
              <Card.Body gap="3">
                <Box
                  boxSize="10"
                  borderRadius="l2"
                  bg="brand.subtle"
                  color="brand.fg"
                  display="grid"
                  placeItems="center"
                >
                  <Icon as={item.icon} boxSize="5" aria-hidden="true" />
                </Box>
                <Card.Title as="h2">{item.title}</Card.Title>
                <Card.Description>{item.description}</Card.Description>
                <HStack gap="1" color="brand.fg" fontSize="sm" fontWeight="medium" mt="auto">
                  <Text as="span">Explore {item.title.toLowerCase()}</Text>
                  <ArrowRightIcon aria-hidden="true" />
                </HStack>
              </Card.Body>
            </RouterLink>
          </Card.Root>
        ))}
      </SimpleGrid>
      {children}
    </Box>
  );
}
