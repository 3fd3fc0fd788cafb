import { Heading, Stack, Text } from "@chakra-ui/react";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { FeedList } from "./FeedList";

/**
 * The landing page's 'Latest on Agora': the public feed for visitors, who are asked to sign in to open
 * articles and business ideas. Loaded lazily, after the landing page itself. Not live: visitors have no
 * subscription.
 */
export default function LatestOnAgora() {
  const { prompt, element } = useSignInPrompt();
  return (
    <Stack
      as="section"
      gap="4"
      maxW="3xl"
      mx="auto"
      mt={{ base: "12", md: "16" }}
      aria-labelledby="latest-on-agora"
    >
      <Stack gap="1">
        <Heading
          as="h2"
          id="latest-on-agora"
          size={{ base: "xl", md: "2xl" }}
          letterSpacing="tight"
        >
          Latest on Agora
        </Heading>
        <Text color="fg.muted">What members are sharing right now.</Text>
      </Stack>
      <FeedList tab="all" order="RECENT" onSignInRequired={prompt} />
      {element}
    </Stack>
  );
}
