import { Button, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import { PenLineIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { Page } from "../../components/Page";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import type { ArticleCategory } from "../../gql/types";
import { ArticleEditorDialog } from "./ArticleEditorDialog";
import { ArticleList } from "./ArticleList";
import { ARTICLE_CATEGORIES, articleCategoryLabel } from "./categories";

const TABS: { value: ArticleCategory | "all"; label: string }[] = [
  { value: "all", label: "All Articles" },
  ...ARTICLE_CATEGORIES.map((category) => ({
    value: category,
    label: articleCategoryLabel(category),
  })),
];

/**
 * /articles: published articles newest first, by category; members also get 'Write Article' and
 * My Articles (their own articles, drafts included).
 */
export default function ArticlesPage() {
  const { me } = useSession();
  useDocumentTitle("Articles");
  const [tab, setTab] = useState("all");
  const [writing, setWriting] = useState(false);
  // A visitor (or a member who signed out) never stays on My Articles.
  const current = tab === "mine" && !me ? "all" : tab;

  return (
    <Page
      title="Articles"
      subtitle="Discover insights and share your knowledge with the community"
      maxW="4xl"
      actions={
        me ? (
          <Button onClick={() => setWriting(true)}>
            <PenLineIcon /> Write Article
          </Button>
        ) : null
      }
    >
      <Tabs.Root
        value={current}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="5" overflowX="auto" overflowY="hidden">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {label}
            </Tabs.Trigger>
          ))}
          {me ? (
            <Tabs.Trigger value="mine" flexShrink={0}>
              My Articles
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        {TABS.map(({ value }) => (
          <Tabs.Content key={value} value={value} pt="0">
            <ArticleList category={value === "all" ? undefined : value} />
          </Tabs.Content>
        ))}
        {me ? (
          <Tabs.Content value="mine" pt="0">
            <ArticleList authorId={me.id} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      {me ? <ArticleEditorDialog open={writing} onOpenChange={setWriting} /> : null}
    </Page>
  );
}
