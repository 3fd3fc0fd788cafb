import {
  Box,
  Button,
  Field,
  HStack,
  Image,
  Input,
  NativeSelect,
  Stack,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { BUSINESS_CATEGORY_VALUES, pageDetailsSchema } from "@rules/pages";
import { ImagePlusIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { errorTitle, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { checkImageFile, IMAGE_ACCEPT } from "../../lib/images";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../theme/toaster";
import { nativeSelectRecipe } from "../articles";
import {
  type BusinessPageFieldsFragment,
  CreateBusinessPageDocument,
  UpdateBusinessPageDocument,
  UploadBusinessPageCoverDocument,
  UploadBusinessPageProfileImageDocument,
} from "./business.generated";
import { BUSINESS_TEXT, categoryLabel } from "./text";

type Values = z.input<typeof pageDetailsSchema>;

export interface BusinessPageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to edit; none: a new page. */
  page?: BusinessPageFieldsFragment;
}

const FIELDS = [
  { name: "website", label: "Website", type: "url" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "email", label: "Email", type: "email" },
  { name: "address", label: "Address", type: "text" },
] as const;

type ImageKind = "cover" | "profile";
type Chosen = { file: File; url: string };

/** A picker for the page's cover or profile image: the current image or the chosen one's preview. */
function ImagePicker({
  label,
  current,
  chosen,
  onChoose,
  disabled,
  round,
}: {
  label: string;
  current: string | null | undefined;
  chosen: Chosen | null;
  onChoose: (file: File) => void;
  disabled: boolean;
  round?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const src = chosen?.url ?? current;
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="3" align="center">
        {src ? (
          <Image
            src={src}
            alt={`${label} preview`}
            h="16"
            w={round ? "16" : "32"}
            objectFit="cover"
            borderRadius={round ? "full" : "l2"}
            borderWidth="1px"
          />
        ) : (
          <Box
            h="16"
            w={round ? "16" : "32"}
            borderRadius={round ? "full" : "l2"}
            borderWidth="1px"
            borderStyle="dashed"
            bg="bg.muted"
          />
        )}
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onChoose(file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          <ImagePlusIcon /> {src ? `Change ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
        </Button>
      </HStack>
    </Field.Root>
  );
}

/** Create Business Page / Edit Page: the same fields, on the rules the server checks. */
export function BusinessPageFormDialog({ open, onOpenChange, page }: BusinessPageFormDialogProps) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateBusinessPageDocument);
  const [update] = useMutation(UpdateBusinessPageDocument);
  const [uploadCover] = useMutation(UploadBusinessPageCoverDocument);
  const [uploadProfile] = useMutation(UploadBusinessPageProfileImageDocument);
  const [images, setImages] = useState<Record<ImageKind, Chosen | null>>({
    cover: null,
    profile: null,
  });
  const [uploading, setUploading] = useState<{ label: string; progress: number | null } | null>(
    null,
  );
  const chosen = useRef(images);
  useEffect(() => {
    chosen.current = images;
  }, [images]);
  // Previews' object URLs go when the dialog goes.
  useEffect(
    () => () =>
      Object.values(chosen.current).forEach((image) => image && URL.revokeObjectURL(image.url)),
    [],
  );
  const choose = (kind: ImageKind, file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      notify.error(problem.title, problem.description, "page-image");
      return;
    }
    setImages((current) => {
      if (current[kind]) URL.revokeObjectURL(current[kind].url);
      return { ...current, [kind]: { file, url: URL.createObjectURL(file) } };
    });
  };

  const clearImages = () => {
    Object.values(images).forEach((image) => image && URL.revokeObjectURL(image.url));
    setImages({ cover: null, profile: null });
  };

  /**
   * An edit sends the chosen images after the changes, one after the other, with progress; answers
   * why each refused one was refused ('the cover: Please select an image file.').
   */
  const uploadImages = async (id: string) => {
    const refused: string[] = [];
    for (const kind of ["cover", "profile"] as const) {
      const image = images[kind];
      if (!image) continue;
      const label = kind === "cover" ? "Uploading cover image..." : "Uploading profile image...";
      setUploading({ label, progress: null });
      const options = {
        variables: { id, file: image.file },
        context: uploadProgressContext(({ loaded, total }) =>
          setUploading({
            label,
            progress: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null,
          }),
        ),
      };
      try {
        if (kind === "cover") await uploadCover(options);
        else await uploadProfile(options);
      } catch (error) {
        refused.push(
          `${kind === "cover" ? "the cover" : "the profile image"}: ${userMessage(error, BUSINESS_TEXT.imageFailed[1])}`,
        );
      }
    }
    setUploading(null);
    clearImages();
    return refused;
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(pageDetailsSchema),
    defaultValues: {
      name: page?.name ?? "",
      category: (page?.category ?? "") as Values["category"],
      description: page?.description ?? "",
      website: page?.website ?? "",
      phone: page?.phone ?? "",
      email: page?.email ?? "",
      address: page?.address ?? "",
      hours: page?.hours ?? "",
    },
  });

  const submit = handleSubmit(async (values) => {
    const input = {
      name: values.name,
      category: values.category,
      description: values.description,
      website: values.website || null,
      phone: values.phone || null,
      email: values.email || null,
      address: values.address || null,
      hours: values.hours || null,
    };
    try {
      if (page) {
        await update({ variables: { id: page.id, input } });
        const refused = await uploadImages(page.id);
        // A refused image is said plainly; the success toast never replaces it.
        if (refused.length)
          notify.error(BUSINESS_TEXT.imageFailed[0], BUSINESS_TEXT.savedWithout(refused));
        else notify.success("Success", BUSINESS_TEXT.updated);
        onOpenChange(false);
      } else {
        // The images go with the page, in one request: a refused image refuses the whole page (the
        // server creates nothing), and the member keeps the form to choose another.
        const label = "Creating page...";
        const sending = images.cover || images.profile;
        if (sending) setUploading({ label, progress: null });
        const { data } = await create({
          variables: {
            input: { ...input, cover: images.cover?.file, profileImage: images.profile?.file },
          },
          refetchQueries: ["BusinessPages"],
          ...(sending
            ? {
                context: uploadProgressContext(({ loaded, total }) =>
                  setUploading({
                    label,
                    progress: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null,
                  }),
                ),
              }
            : {}),
        }).finally(() => setUploading(null));
        clearImages();
        notify.success(BUSINESS_TEXT.created[0], BUSINESS_TEXT.created[1]);
        onOpenChange(false);
        reset();
        if (data) navigate(`/business/${data.createBusinessPage.id}`);
      }
    } catch (error) {
      notify.error(
        errorTitle(error) ?? "Error",
        userMessage(error, page ? BUSINESS_TEXT.updateFailed : BUSINESS_TEXT.createFailed),
      );
    }
  });

  const busy = isSubmitting;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      // Chakra's own placement (at the top), not the centre.
      placement={undefined}
      size="lg"
      scrollBehavior="inside"
      title={page ? "Edit Page" : BUSINESS_TEXT.create}
      onSubmit={(e) => void submit(e)}
      submitLabel={page ? "Save Changes" : BUSINESS_TEXT.create}
      submittingLabel={page ? "Saving..." : "Creating..."}
      submitting={busy}
      closeWhileBusy
      cancelProps={{ colorPalette: undefined }}
    >
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.name)} disabled={busy}>
          <Field.Label>
            Business Name <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register("name")} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.category)} disabled={busy}>
          <Field.Label>
            Category <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root recipe={nativeSelectRecipe}>
            <NativeSelect.Field {...register("category")} placeholder="Select a category">
              {BUSINESS_CATEGORY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {categoryLabel(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.description)} disabled={busy}>
          <Field.Label>
            Description <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={4} {...register("description")} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        {FIELDS.map(({ name, label, type }) => (
          <Field.Root key={name} invalid={Boolean(errors[name])} disabled={busy}>
            <Field.Label>{label}</Field.Label>
            <Input type={type} {...register(name)} />
            <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <Field.Root invalid={Boolean(errors.hours)} disabled={busy}>
          <Field.Label>Business Hours</Field.Label>
          <Input {...register("hours")} />
          {errors.hours ? (
            <Field.ErrorText>{errors.hours.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>e.g., Mon-Fri 9AM-5PM</Field.HelperText>
          )}
        </Field.Root>
        <ImagePicker
          label="Cover image"
          current={page?.coverImageUrl}
          chosen={images.cover}
          onChoose={(file) => choose("cover", file)}
          disabled={busy}
        />
        <ImagePicker
          label="Profile image"
          current={page?.profileImageUrl}
          chosen={images.profile}
          onChoose={(file) => choose("profile", file)}
          disabled={busy}
          round
        />
        {uploading ? (
          <UploadProgressBar value={uploading.progress} label={uploading.label} />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
