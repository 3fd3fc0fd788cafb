import { Card, Link, Stack, Text } from "@chakra-ui/react";
import { type BusinessPageFieldsFragment } from "./business.generated";

export function About({ page }: { page: BusinessPageFieldsFragment }) {
  const rows = [
    ["Address", page.address],
    ["Phone", page.phone],
    ["Website", page.website],
    ["Email", page.email],
    ["Business Hours", page.hours],
  ] as const;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="3">
        <Text whiteSpace="pre-wrap">{page.description}</Text>
        {rows.map(([label, value]) =>
          value ? (
            <Stack key={label} gap="0">
              <Text fontSize="sm" color="fg.muted">
                {label}
              </Text>
              {label === "Website" ? (
                <Link href={value} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {value}
                </Link>
              ) : label === "Email" ? (
                <Link href={`mailto:${value}`} color="brand.fg">
                  {value}
                </Link>
              ) : (
                <Text>{value}</Text>
              )}
            </Stack>
          ) : null,
        )}
      </Card.Body>
    </Card.Root>
  );
}
