import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { BUSINESS_CATEGORY_VALUES, pageDetailsSchema } from "@rules/pages";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { userMessage } from "../../apollo/errors";
import { notify } from "../../theme/toaster";
import {
  type BusinessPageFieldsFragment,
  CreateBusinessPageDocument,
  UpdateBusinessPageDocument,
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

/** Create Business Page / Edit Page: the same fields, on the rules the server checks. */
export function BusinessPageFormDialog({ open, onOpenChange, page }: BusinessPageFormDialogProps) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateBusinessPageDocument);
  const [update] = useMutation(UpdateBusinessPageDocument);
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
        notify.success("Success", BUSINESS_TEXT.updated);
        onOpenChange(false);
      } else {
        const { data } = await create({
          variables: { input },
          refetchQueries: ["BusinessPages"],
        });
        notify.success(BUSINESS_TEXT.created[0], BUSINESS_TEXT.created[1]);
        onOpenChange(false);
        reset();
        if (data) navigate(`/business/${data.createBusinessPage.id}`);
      }
    } catch (error) {
      notify.error(
        "Error",
        userMessage(error, page ? BUSINESS_TEXT.updateFailed : BUSINESS_TEXT.createFailed),
      );
    }
  });

  const busy = isSubmitting;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{page ? "Edit Page" : BUSINESS_TEXT.create}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
                    <NativeSelect.Root>
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
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  loading={busy}
                  loadingText={page ? "Saving..." : "Creating..."}
                >
                  {page ? "Save Changes" : BUSINESS_TEXT.create}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
