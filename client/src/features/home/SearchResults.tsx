import { Box, Button } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { LuArrowLeft, LuSearchX } from "react-icons/lu";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";

/** Home with ?search=: results arrive with the search issue; until then the empty result is honest. */
export default function SearchResults({ term }: { term: string }) {
  const navigate = useNavigate();
  return (
    <Page
      title="Search results"
      subtitle={`Results for “${term}”`}
      maxW="3xl"
      actions={
        <Button variant="outline" colorPalette="gray" onClick={() => navigate("/")}>
          <LuArrowLeft /> Back to Feed
        </Button>
      }
    >
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<LuSearchX />}
          title="No results found"
          description="Try adjusting your search terms"
        />
      </Box>
    </Page>
  );
}
