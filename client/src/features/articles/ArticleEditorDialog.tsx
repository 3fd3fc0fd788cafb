import {
  Box,
  Button,
  Field,
  Grid,
  GridItem,
  Heading,
  HStack,
  Image,
  NativeSelect,
  Spinner,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ARTICLE_TEXT_LIMITS, articleTextSchema } from "@rules/articles";
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { EyeIcon, PenLineIcon, SaveIcon, SendIcon } from "lucide-react";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { TextField } from "../../components/TextField";
import { ArticlesDocument, CreateArticleDocument } from "./articles.generated";
import { FormDialog } from "../../components/FormDialog";
import { MentionTextarea } from "../../components/MentionTextarea";
import { notify } from "../../theme/toaster";
import { ArticleImageField, type ChosenImage } from "../../components/ArticleImageField";
import type { TextEdit } from "./markdownEdit";
import { formatText, MarkdownToolbar } from "./MarkdownToolbar";
import { nativeSelectRecipe } from "./selectRecipe";
import { ARTICLE_CATEGORY_LABELS } from "./categories";
import { ARTICLE_MESSAGES } from "./validation";

// The markdown renderer loads with the first preview, not with the list.
const Markdown = lazy(() =>
  import("../../components/Markdown").then((module) => ({ default: module.Markdown })),
);

const CATEGORIES = Object.keys(ARTICLE_CATEGORY_LABELS) as (keyof typeof ARTICLE_CATEGORY_LABELS)[];

/** Title and content by the rules shared with the server; the category and image are the member's choice. */
const articleSchema = articleTextSchema.extend({
  category: z.enum(CATEGORIES).or(z.literal("")),
  image: z.custom<ChosenImage | null>(),
});

type Values = z.input<typeof articleSchema>;

const EMPTY: Values = { title: "", category: "", content: "", image: null };

type Tab = "edit" | "preview";

export interface ArticleEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Create New Article': title, category, markdown content with a formatting toolbar, an optional image,
 * and a Preview tab. Publishes (or saves a draft) with upload progress. What was typed stays when the
 * dialog closes or the server refuses; it clears after a successful publish.
 */
export function ArticleEditorDialog({ open, onOpenChange }: ArticleEditorDialogProps) {
  const {
    register,
    control,
    trigger,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset: resetForm,
    formState: { errors },
  } = useForm({ resolver: zodResolver(articleSchema), defaultValues: EMPTY });
  const values = useWatch({ control }) as Values;
  const image = values.image;
  const [tab, setTab] = useState<Tab>("edit");
  const [pending, setPending] = useState<"publish" | "draft" | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [createArticle] = useMutation(CreateArticleDocument, {
    // The open list refetches, so the new article shows at the top.
    refetchQueries: [ArticlesDocument],
  });

  const textarea = useRef<HTMLTextAreaElement>(null);
  // The selection to restore once a toolbar edit has been rendered.
  const pendingSelection = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const element = textarea.current;
    const selection = pendingSelection.current;
    if (!element || !selection) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection[0], selection[1]);
  }, [values.content]);

  // The preview's object URL is released when the image changes or the editor goes away.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);

  const busy = pending !== null;

  // A field's message stays until it is edited, then waits for the next try.
  const field = (name: "title" | "category" | "content") =>
    register(name, { onChange: () => clearErrors(name) });
  const contentField = field("content");

  const applyEdit = (edit: TextEdit) => {
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    setValue("content", edit.text);
    clearErrors("content");
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const action = event.key === "b" ? "bold" : event.key === "i" ? "italic" : null;
    if (!action) return;
    event.preventDefault();
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    applyEdit(formatText(action, value, selectionStart, selectionEnd));
  };

  const reset = () => {
    resetForm(EMPTY);
    setTab("edit");
  };

  const submit = async (draft: boolean) => {
    if (busy) return;
    // Only the title and content are checked here: a message about the image stays as it is.
    if (!(await trigger(["title", "content"]))) {
      setTab("edit");
      return;
    }
    const values = getValues();
    const image = values.image;
    setPending(draft ? "draft" : "publish");
    setProgress(null);
    try {
      await createArticle({
        variables: {
          input: {
            title: values.title,
            content: values.content,
            category: values.category || null,
            image: image?.file ?? null,
            draft,
          },
        },
        context: image
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
      });
    } catch (error) {
      const fields = fieldErrors(error);
      clearErrors();
      for (const name of ["title", "content", "category"] as const) {
        if (fields[name]) setError(name, { message: fields[name] });
      }
      if (fields.file) setError("image", { message: fields.file });
      if (fields.title || fields.content || fields.category) setTab("edit");
      notify.error(
        errorTitle(error) ?? "Error",
        userMessage(error, draft ? ARTICLE_MESSAGES.draftFailed : ARTICLE_MESSAGES.publishFailed),
        "article-editor",
      );
      return;
    } finally {
      setPending(null);
      setProgress(null);
    }
    reset();
    onOpenChange(false);
    if (draft) notify.success("Draft saved", "Find it under My Articles.", "article-editor");
    else notify.success("Article published", undefined, "article-editor");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(false);
  };

  const length = values.content.trim().length;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      initialFocusEl={() => document.querySelector<HTMLInputElement>("input[name='title']")}
      // A phone gets the whole screen; a wider screen a centred 48rem panel with a margin all round.
      // Either way the body scrolls between the header and the footer, which stay in view.
      contentProps={{
        maxW: { base: "100dvw", md: "3xl" },
        h: { base: "100dvh", md: "auto" },
        maxH: { base: "100dvh", md: "calc(100dvh - 4rem)" },
        my: { base: "0", md: "auto" },
        borderRadius: { base: "0", md: "l3" },
      }}
      title="Create New Article"
      label="Create New Article"
      onSubmit={onSubmit}
      submitLabel={
        <>
          <SendIcon /> Publish
        </>
      }
      submittingLabel="Publishing..."
      submitting={pending === "publish"}
      submitDisabled={busy}
      busy={busy}
      submitProps={{ size: { base: "sm", sm: "md" } }}
      cancelProps={{ variant: "ghost", size: { base: "sm", sm: "md" } }}
      footerProps={{
        gap: { base: "2", sm: "3" },
        px: { base: "4", sm: "6" },
        pt: "3",
        borderTopWidth: "1px",
      }}
      // The image goes up with the article: how much has been sent, on either tab.
      upload={{ show: busy && Boolean(image), value: progress, label: "Uploading image..." }}
      footerActions={
        <Button
          variant="outline"
          colorPalette="gray"
          type="button"
          size={{ base: "sm", sm: "md" }}
          loading={pending === "draft"}
          loadingText="Saving..."
          disabled={busy}
          onClick={() => void submit(true)}
        >
          <SaveIcon /> Save as draft
        </Button>
      }
    >
      {/*
        On a phone the editor fills the screen, and toasts show at its top, under the header: Edit and
        Preview stay at the foot of the body, just above the footer, where no toast covers them.
      */}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="enclosed"
        size="sm"
        display={{ base: "flex", md: "block" }}
        flexDirection="column"
        gap="4"
        minH={{ base: "full", md: "auto" }}
      >
        <Tabs.List
          order={{ base: 1, md: 0 }}
          position={{ base: "sticky", md: "relative" }}
          bottom={{ base: "0", md: "auto" }}
          zIndex={{ base: "1", md: "auto" }}
          mt={{ base: "auto", md: "0" }}
          mb={{ base: "0", md: "4" }}
          boxShadow={{ base: "0 0 0 4px var(--chakra-colors-bg-panel)", md: "none" }}
        >
          <Tabs.Trigger value="edit" flex={{ base: "1", md: "initial" }} justifyContent="center">
            <PenLineIcon /> Edit
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" flex={{ base: "1", md: "initial" }} justifyContent="center">
            <EyeIcon /> Preview
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="edit" pt="0">
          <Stack gap="5">
            {/* Title and category share a row on wider screens, so the whole form fits. */}
            <Grid templateColumns={{ base: "1fr", md: "2fr 1fr" }} gap="5">
              <GridItem minW="0">
                <TextField
                  label="Title"
                  placeholder="Give your article a clear title"
                  {...field("title")}
                  error={errors.title?.message}
                  disabled={busy}
                />
              </GridItem>
              <GridItem minW="0">
                <Field.Root invalid={Boolean(errors.category)} disabled={busy}>
                  <Field.Label>Category</Field.Label>
                  <NativeSelect.Root recipe={nativeSelectRecipe}>
                    <NativeSelect.Field {...field("category")}>
                      <option value="">None</option>
                      {CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {ARTICLE_CATEGORY_LABELS[category]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {errors.category ? (
                    <Field.ErrorText>{errors.category.message}</Field.ErrorText>
                  ) : null}
                </Field.Root>
              </GridItem>
            </Grid>
            <Field.Root invalid={Boolean(errors.content)} disabled={busy}>
              <Field.Label>Content</Field.Label>
              <Stack gap="2" w="full">
                <MarkdownToolbar textarea={textarea} onEdit={applyEdit} disabled={busy} />
                <MentionTextarea
                  {...contentField}
                  ref={(element) => {
                    contentField.ref(element);
                    textarea.current = element;
                  }}
                  onKeyDown={onContentKeyDown}
                  rows={8}
                  minH="40"
                  fontFamily="mono"
                  fontSize="sm"
                  lineHeight="1.6"
                  placeholder={
                    "Write your article in Markdown.\n\n## A heading\n\nSome **bold** text, a list:\n- first\n- second"
                  }
                />
              </Stack>
              {errors.content ? (
                <Field.ErrorText>{errors.content.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  Markdown supported · {length.toLocaleString("en-US")} /{" "}
                  {ARTICLE_TEXT_LIMITS.contentMax.toLocaleString("en-US")}
                </Field.HelperText>
              )}
            </Field.Root>
            <Controller
              control={control}
              name="image"
              render={({ field: imageField }) => (
                <ArticleImageField
                  image={imageField.value}
                  onChange={imageField.onChange}
                  error={errors.image?.message}
                  onError={(message) =>
                    message ? setError("image", { message }) : clearErrors("image")
                  }
                  disabled={busy}
                />
              )}
            />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="preview" pt="0">
          <ArticlePreview values={values} image={image} />
        </Tabs.Content>
      </Tabs.Root>
    </FormDialog>
  );
}

/** The Preview tab: the article as readers will see it. */
function ArticlePreview({ values, image }: { values: Values; image: ChosenImage | null }) {
  const title = values.title.trim();
  const content = values.content.trim();
  if (!title && !content && !image) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        Nothing to preview yet. Write something in the Edit tab.
      </Text>
    );
  }
  return (
    <Stack gap="4" aria-label="Article preview">
      {values.category ? (
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
          {values.category}
        </Text>
      ) : null}
      {title ? (
        <Heading as="h2" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
      ) : null}
      {image ? (
        <Image src={image.url} alt="" w="full" maxH="72" objectFit="cover" borderRadius="l2" />
      ) : null}
      {content ? (
        <Suspense
          fallback={
            <HStack justify="center" py="6">
              <Spinner size="sm" color="fg.muted" />
            </HStack>
          }
        >
          <Box>
            <Markdown size="sm">{values.content}</Markdown>
          </Box>
        </Suspense>
      ) : null}
    </Stack>
  );
}
