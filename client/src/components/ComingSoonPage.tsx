import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ArrowLeftIcon } from "lucide-react";
import { NotAvailableYet } from "./NotAvailableYet";
import { Page } from "./Page";

export interface ComingSoonPageProps {
  title: string;
  subtitle?: string;
  /** The area's name in the placeholder text, e.g. "Messaging". */
  area: string;
  description?: ReactNode;
  /** A back link for detail screens, e.g. { to: "/articles", label: "Back to Articles" }. */
  back?: { to: string; label: string };
}

/** A screen of an area that a later release delivers: its heading and an honest placeholder. */
export function ComingSoonPage({ title, subtitle, area, description, back }: ComingSoonPageProps) {
  return (
    <>
      {back ? (
        <Button
          asChild
          variant="ghost"
          colorPalette="gray"
          size="sm"
          mt="4"
          ms={{ base: "2", md: "6" }}
        >
          <RouterLink to={back.to}>
            <ArrowLeftIcon /> {back.label}
          </RouterLink>
        </Button>
      ) : null}
      <Page title={title} subtitle={subtitle}>
        <NotAvailableYet area={area} description={description} />
      </Page>
    </>
  );
}
