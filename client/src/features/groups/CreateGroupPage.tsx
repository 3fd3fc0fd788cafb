import {
  Badge,
  Box,
  Button,
  Card,
  Circle,
  Field,
  Heading,
  HStack,
  Icon,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { GROUP_LIMITS, groupDetailsSchema } from "@rules/groups";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { z } from "zod";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, GlobeIcon, LockIcon } from "lucide-react";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { Page } from "../../components/Page";
import { TextField } from "../../components/TextField";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import { ArticleImageField, type ChosenImage } from "../../components/ArticleImageField";
import { GroupCover } from "./GroupCover";
import { CreateGroupDocument, type CreateGroupMutation } from "./groups.generated";
import { GROUP_TEXT } from "./text";
import { WizardSteps } from "./WizardSteps";

export const WIZARD_STEPS = ["Group Details", "Review", "Success"] as const;

/** The name and description by the rules shared with the server; privacy and the cover are choices. */
const wizardSchema = groupDetailsSchema.extend({
  isPrivate: z.boolean(),
  cover: z.custom<ChosenImage | null>(),
});

type Values = z.input<typeof wizardSchema>;

const EMPTY: Values = { name: "", description: "", isPrivate: false, cover: null };

type CreatedGroup = CreateGroupMutation["createGroup"];

/**
 * /create-group: Group Details (name, description, privacy, an optional cover) → Review (Back keeps what
 * was typed) → Success, with links to the new group and to the directory. The cover goes up with the
 * group, with progress.
 */
export default function CreateGroupPage() {
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<CreatedGroup | null>(null);
  useDocumentTitle("Create group");
  const form = useForm<Values>({
    resolver: zodResolver(wizardSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  return (
    <Page
      title="Create Group"
      subtitle="Start a community in three steps: details, review and done"
      maxW="2xl"
    >
      <Stack gap="6">
        <WizardSteps steps={WIZARD_STEPS} current={step} />
        {step === 0 ? (
          <DetailsStep form={form} onNext={() => setStep(1)} />
        ) : step === 1 ? (
          <ReviewStep
            form={form}
            onBack={() => setStep(0)}
            onCreated={(group) => {
              setCreated(group);
              setStep(2);
            }}
          />
        ) : created ? (
          <SuccessStep group={created} />
        ) : null}
      </Stack>
    </Page>
  );
}

type WizardForm = ReturnType<typeof useForm<Values>>;

function DetailsStep({ form, onNext }: { form: WizardForm; onNext: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const [name = "", description = ""] = useWatch({ control, name: ["name", "description"] });

  return (
    <Card.Root variant="outline" bg="bg.panel" asChild>
      <form noValidate aria-label="Group Details" onSubmit={handleSubmit(onNext)}>
        <Card.Header>
          <Heading as="h2" size="lg">
            Group Details
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Tell people what the group is about. You can review everything before it is created.
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <TextField
              label="Group name"
              placeholder="e.g. Product Managers in Fintech"
              autoComplete="off"
              {...register("name")}
              error={errors.name?.message}
              helperText={`${name.trim().length} / ${GROUP_LIMITS.nameMax}`}
            />
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>Description</Field.Label>
              <Textarea
                {...register("description")}
                rows={5}
                placeholder="What will members discuss and share here?"
              />
              {errors.description ? (
                <Field.ErrorText>{errors.description.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {description.trim().length} / {GROUP_LIMITS.descriptionMax}
                </Field.HelperText>
              )}
            </Field.Root>
            <Controller
              control={control}
              name="isPrivate"
              render={({ field }) => (
                <HStack
                  justify="space-between"
                  align="center"
                  gap="4"
                  borderWidth="1px"
                  borderRadius="l2"
                  px="4"
                  py="3"
                >
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="medium" id="group-private-label">
                      Private group
                    </Text>
                    <Text fontSize="sm" color="fg.muted" id="group-private-description">
                      Only members see its posts and member list. Anyone can still find it and ask
                      to join.
                    </Text>
                  </Stack>
                  <Switch.Root
                    colorPalette="brand"
                    checked={field.value}
                    onCheckedChange={(details) => field.onChange(details.checked)}
                    flexShrink={0}
                  >
                    <Switch.HiddenInput
                      aria-labelledby="group-private-label"
                      aria-describedby="group-private-description"
                      onBlur={field.onBlur}
                    />
                    <Switch.Control />
                  </Switch.Root>
                </HStack>
              )}
            />
            <Controller
              control={control}
              name="cover"
              render={({ field }) => (
                <ArticleImageField
                  image={field.value}
                  onChange={field.onChange}
                  error={errors.cover?.message}
                  onError={(message) =>
                    message ? setError("cover", { message }) : clearErrors("cover")
                  }
                />
              )}
            />
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" gap="3">
          <Button asChild variant="ghost" colorPalette="gray">
            <RouterLink to="/groups">Cancel</RouterLink>
          </Button>
          <Button type="submit">
            Next: Review <ArrowRightIcon />
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}

function ReviewStep({
  form,
  onBack,
  onCreated,
}: {
  form: WizardForm;
  onBack: () => void;
  onCreated: (group: CreatedGroup) => void;
}) {
  const values = form.getValues();
  const cover = values.cover ?? null;
  const [progress, setProgress] = useState<number | null>(null);
  const [createGroup, { loading }] = useMutation(CreateGroupDocument, {
    update(cache) {
      // Every directory list (each search, All and My Groups) loads again with the new group.
      cache.evict({ id: "ROOT_QUERY", fieldName: "groups" });
      cache.gc();
    },
  });

  const create = async () => {
    setProgress(null);
    try {
      const { data } = await createGroup({
        variables: {
          input: {
            name: values.name.trim(),
            description: values.description.trim(),
            isPrivate: values.isPrivate,
            cover: cover?.file ?? null,
          },
        },
        context: cover
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
      });
      if (!data) throw new Error("No group in the answer");
      notify.success(GROUP_TEXT.created.title, GROUP_TEXT.created.description, "create-group");
      onCreated(data.createGroup);
    } catch (error) {
      const fields = fieldErrors(error);
      const message = userMessage(error, "Please try again.");
      const coverMessage = fields.cover ?? fields.file;
      let back = false;
      for (const name of ["name", "description"] as const) {
        if (fields[name]) {
          form.setError(name, { message: fields[name] });
          back = true;
        }
      }
      if (coverMessage) {
        form.setError("cover", { message: coverMessage });
        back = true;
      }
      notify.error(
        GROUP_TEXT.createFailed,
        coverMessage ? `Failed to upload image: ${errorTitle(error) ?? coverMessage}` : message,
        "create-group",
      );
      if (back) onBack();
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" overflow="hidden" as="section" aria-label="Review">
      <GroupCover src={cover?.url} h={{ base: "32", md: "44" }} alt="Selected cover image" />
      <Card.Body gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Review your group
          </Text>
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="xl" overflowWrap="anywhere">
              {values.name.trim()}
            </Heading>
            <Badge colorPalette="gray" variant="surface">
              {values.isPrivate ? (
                <LockIcon aria-hidden="true" />
              ) : (
                <GlobeIcon aria-hidden="true" />
              )}
              {values.isPrivate ? "Private" : "Public"}
            </Badge>
          </HStack>
        </Stack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {values.description.trim()}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {values.isPrivate
            ? "Only members will see posts and the member list. People ask to join, and you approve them."
            : "Anyone can see posts. People ask to join, and you approve them."}{" "}
          You will be the group's admin.
        </Text>
        {loading && cover ? (
          <UploadProgressBar value={progress} label="Uploading cover..." />
        ) : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Button variant="outline" colorPalette="gray" onClick={onBack} disabled={loading}>
          <ArrowLeftIcon /> Back
        </Button>
        <Button onClick={() => void create()} loading={loading} loadingText="Creating...">
          <CheckIcon /> Create Group
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function SuccessStep({ group }: { group: CreatedGroup }) {
  // The focus moves to the outcome, so keyboard and screen reader users hear it.
  useEffect(() => {
    document.getElementById("group-created-heading")?.focus();
  }, []);
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="group-created-heading">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
        <Circle size="14" bg="green.subtle" color="green.fg">
          <Icon as={CheckIcon} boxSize="7" aria-hidden="true" />
        </Circle>
        <Heading as="h2" size="xl" id="group-created-heading" tabIndex={-1} outline="none">
          {GROUP_TEXT.created.title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          <Box as="span" fontWeight="semibold" color="fg">
            {group.name}
          </Box>{" "}
          is ready. {GROUP_TEXT.created.description}
        </Text>
        <HStack gap="3" pt="3" wrap="wrap" justify="center">
          <Button asChild variant="outline" colorPalette="gray">
            <RouterLink to="/groups">Back to Groups</RouterLink>
          </Button>
          <Button asChild>
            <RouterLink to={`/groups/${group.id}`}>
              Go to Group <ArrowRightIcon />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
