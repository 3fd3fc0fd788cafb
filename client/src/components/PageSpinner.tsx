import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

/** A centred spinner for a page or a route while it loads. */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <Center minH="60" py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
