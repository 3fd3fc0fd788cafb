import { Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventCapacityText,
  eventLocation,
  eventTitle,
  isTimeZone,
} from "@rules/events";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { TextField } from "../../components/TextField";
import { FormDialog } from "../../components/FormDialog";
import { notify, toaster } from "../../theme/toaster";
import { ArticleImageField, type ChosenImage } from "../../components/ArticleImageField";
import {
  CreateEventDocument,
  EventsDocument,
  UpdateEventDocument,
  type EventCardFieldsFragment,
} from "./events.generated";
import { EVENT_TEXT } from "./text";
import { fromInputs, toInputs, todayInput, viewerTimeZone, zoneName } from "./time";
import { TimeZoneField } from "./TimeZoneField";

const required = z.string().trim().min(1, EVENT_MESSAGES.required);

/** The form's fields by the rules shared with the server; the date and time are in the chosen zone. */
const formSchema = z
  .object({
    title: eventTitle,
    description: z.string().trim().max(EVENT_LIMITS.descriptionMax, EVENT_MESSAGES.descriptionLong),
    location: eventLocation,
    date: required,
    time: required,
    endDate: z.string(),
    endTime: z.string(),
    timeZone: z.string().refine(isTimeZone, EVENT_MESSAGES.timeZone),
    capacity: eventCapacityText,
    image: z.custom<ChosenImage | null>(),
  })
  .superRefine((values, ctx) => {
    const zone = isTimeZone(values.timeZone) ? values.timeZone : undefined;
    const start = fromInputs(values.date, values.time, zone);
    if (values.date && values.time && !start)
      ctx.addIssue({ code: "custom", path: ["date"], message: EVENT_MESSAGES.invalidDate });
    const end =
      values.endDate || values.endTime
        ? fromInputs(values.endDate || values.date, values.endTime, zone)
        : null;
    if ((values.endDate || values.endTime) && !values.endTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: EVENT_MESSAGES.invalidDate });
    else if (start && end && end.getTime() <= start.getTime())
      ctx.addIssue({ code: "custom", path: ["endTime"], message: EVENT_MESSAGES.endBeforeStart });
  });

type Values = z.input<typeof formSchema>;

/** A zone's short name now ('PST'), or its name when the browser does not know it. */
const zoneLabel = (zone: string) => {
  try {
    return zoneName(zone);
  } catch {
    return zone;
  }
};

/** A new event's fields: empty, in the viewer's own zone. */
const empty = (): Values => ({
  title: "",
  description: "",
  location: "",
  date: "",
  time: "",
  endDate: "",
  endTime: "",
  timeZone: viewerTimeZone(),
  capacity: "",
  image: null,
});
const FIELDS = Object.keys(empty());

/** An event's fields, its times on the clock of its own zone. */
function valuesOf(event: EventCardFieldsFragment): Values {
  const zone = isTimeZone(event.timeZone) ? event.timeZone : viewerTimeZone();
  const start = toInputs(event.startsAt, zone);
  const end = event.endsAt ? toInputs(event.endsAt, zone) : null;
  return {
    title: event.title,
    description: event.description ?? "",
    location: event.location,
    date: start.date,
    time: start.time,
    endDate: end?.date ?? "",
    endTime: end?.time ?? "",
    timeZone: zone,
    capacity: event.capacity == null ? "" : String(event.capacity),
    image: null,
  };
}

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this event; none: creating one. */
  event?: EventCardFieldsFragment;
}

/**
 * 'Create Event' (or 'Edit Event'): title, description, date and time in the chosen time zone (the
 * viewer's own by default; sent as an instant with that zone), an optional end, location, an optional
 * capacity and image (uploaded with progress). Checked by the shared rules first; the server's messages
 * land on their fields.
 */
export function EventFormDialog({ open, onOpenChange, event }: EventFormDialogProps) {
  const editing = Boolean(event);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: event ? valuesOf(event) : empty(),
  });
  const [busy, setBusy] = useState(false);
  // undefined: nothing to upload; null: uploading, size not known yet.
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [createEvent] = useMutation(CreateEventDocument, { refetchQueries: [EventsDocument] });
  const [updateEvent] = useMutation(UpdateEventDocument, { refetchQueries: [EventsDocument] });
  const viewerZone = viewerTimeZone();
  const zone = useWatch({ control, name: "timeZone" });

  useEffect(() => {
    if (open) reset(event ? valuesOf(event) : empty());
  }, [open, event, reset]);

  // Stable, so the zone list does not re-render with each keystroke elsewhere in the form.
  const chooseZone = useCallback(
    (next: string) => {
      setValue("timeZone", next);
      clearErrors("timeZone");
      toaster.dismiss("event-form");
    },
    [setValue, clearErrors],
  );

  // Editing clears the field's message and the last attempt's toast (which may cover the dialog's buttons).
  const field = (name: Exclude<keyof Values, "image" | "timeZone">) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        toaster.dismiss("event-form");
      },
    });

  const save = async (values: Values) => {
    const startsAt = fromInputs(values.date, values.time, values.timeZone)!;
    if (startsAt.getTime() <= Date.now() && (!event || startsAt.toISOString() !== event.startsAt)) {
      setError("date", { message: EVENT_MESSAGES.past });
      notify.error(EVENT_MESSAGES.invalidDate, EVENT_MESSAGES.past, "event-form");
      return;
    }
    const end = values.endTime
      ? fromInputs(values.endDate || values.date, values.endTime, values.timeZone)
      : null;
    const image = values.image;
    const input = {
      title: values.title,
      description: values.description,
      location: values.location,
      startsAt: startsAt.toISOString(),
      endsAt: end?.toISOString() ?? null,
      timeZone: values.timeZone,
      capacity: values.capacity ? Number(values.capacity) : null,
      image: image?.file ?? null,
    };
    setBusy(true);
    setProgress(image ? null : undefined);
    const context = image
      ? uploadProgressContext(({ loaded, total }) =>
          setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
        )
      : undefined;
    try {
      if (event) await updateEvent({ variables: { id: event.id, input }, context });
      else await createEvent({ variables: { input }, context });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of Object.entries(fields)) {
        const target = name === "startsAt" ? "date" : name === "endsAt" ? "endTime" : name;
        if (FIELDS.includes(target)) setError(target as keyof Values, { message });
      }
      notify.error(
        errorTitle(error) ?? EVENT_TEXT.createErrorTitle,
        userMessage(error, event ? "Please try again" : EVENT_TEXT.createFailed),
        "event-form",
      );
      return;
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
    onOpenChange(false);
    notify.success(event ? "Event updated" : "Event created", undefined, "event-form");
  };

  const onInvalid = (invalid: typeof errors) => {
    const messages = Object.values(invalid).map((error) => error?.message);
    if (messages.includes(EVENT_MESSAGES.required))
      notify.error(EVENT_MESSAGES.requiredTitle, EVENT_MESSAGES.required, "event-form");
  };

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    void handleSubmit(save, onInvalid)();
  };

  const title = editing ? "Edit Event" : "Create Event";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      long
      title={title}
      label={title}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Create Event"}
      submittingLabel={editing ? "Saving..." : "Creating..."}
      submitting={busy}
      cancelProps={{ variant: "ghost" }}
      upload={{
        show: busy && progress !== undefined,
        value: progress ?? null,
        label: "Uploading image...",
      }}
    >
      <Stack gap="4">
        <TextField
          label="Title"
          required
          maxLength={EVENT_LIMITS.titleMax + 20}
          placeholder="What is happening?"
          {...field("title")}
          error={errors.title?.message}
          disabled={busy}
        />
        <Field.Root invalid={Boolean(errors.description)} disabled={busy}>
          <Field.Label>Description</Field.Label>
          <Textarea {...field("description")} rows={4} placeholder="What should people know?" />
          {errors.description ? (
            <Field.ErrorText>{errors.description.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Optional, up to {EVENT_LIMITS.descriptionMax} characters.
            </Field.HelperText>
          )}
        </Field.Root>
        <HStack gap="3" align="start">
          <TextField
            label="Date"
            type="date"
            required
            min={todayInput()}
            {...field("date")}
            error={errors.date?.message}
            disabled={busy}
          />
          <TextField
            label="Time"
            type="time"
            required
            {...field("time")}
            error={errors.time?.message}
            disabled={busy}
          />
        </HStack>
        <HStack gap="3" align="start">
          <TextField
            label="End date (optional)"
            type="date"
            min={todayInput()}
            {...field("endDate")}
            error={errors.endDate?.message}
            disabled={busy}
          />
          <TextField
            label="End time (optional)"
            type="time"
            {...field("endTime")}
            error={errors.endTime?.message}
            disabled={busy}
          />
        </HStack>
        <Controller
          control={control}
          name="timeZone"
          render={({ field: zoneField }) => (
            <TimeZoneField
              value={zoneField.value}
              onChange={chooseZone}
              error={errors.timeZone?.message}
              disabled={busy}
            />
          )}
        />
        <Text fontSize="xs" color="fg.muted" mt="-2">
          {zone === viewerZone
            ? `Times are in your time zone (${viewerZone}).`
            : `Times are in ${zone} (${zoneLabel(zone)}), not your time zone (${viewerZone}).`}
        </Text>
        <TextField
          label="Location"
          required
          placeholder="Venue, address or link"
          {...field("location")}
          error={errors.location?.message}
          disabled={busy}
        />
        <TextField
          label="Capacity (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_LIMITS.capacityMax}
          placeholder="No limit"
          {...field("capacity")}
          error={errors.capacity?.message}
          helperText="Beyond it, members who join wait on a list."
          disabled={busy}
        />
        <Controller
          control={control}
          name="image"
          render={({ field: imageField }) => (
            <ArticleImageField
              image={imageField.value ?? null}
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
    </FormDialog>
  );
}
