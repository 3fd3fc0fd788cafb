import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  avatarUrlRule,
  isHttpUrl,
  PROFILE_FIELD_RULES,
  PROFILE_MESSAGES,
  skillsRule,
} from "@rules/profiles";
import { useEffect } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { CameraIcon, ImageIcon, Trash2Icon } from "lucide-react";
import { fieldErrors, userMessage } from "../../apollo/errors";
import type { Viewer } from "../../apollo/session";
import { ErrorState } from "../../components/ErrorState";
import { ImageUploadButton } from "../../components/ImageUpload";
import { TextField } from "../../components/TextField";
import { UserAvatar } from "../../components/UserAvatar";
import type { UpdateProfileInput } from "../../gql/types";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import {
  ProfileEditorDocument,
  type ProfileEditorFieldsFragment,
  RemoveAvatarDocument,
  UpdateProfileDocument,
} from "../settings";

/** Skills are typed as one comma-separated line; trimmed, with empty entries dropped (spec §5). */
export function parseSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** A text field as typed, checked (by the rules shared with the server) and sent trimmed. */
const text = (rule: z.ZodString) => z.string().trim().pipe(rule);

const detailsSchema = z.object({
  fullName: text(PROFILE_FIELD_RULES.fullName),
  title: text(PROFILE_FIELD_RULES.title),
  company: text(PROFILE_FIELD_RULES.company),
  location: text(PROFILE_FIELD_RULES.location),
  bio: text(PROFILE_FIELD_RULES.bio),
  skills: z.string().transform(parseSkills).pipe(skillsRule),
  // Always valid while untouched: it then shows a linked avatar's http(s) address or nothing.
  avatarUrl: text(PROFILE_FIELD_RULES.avatarUrl).pipe(avatarUrlRule),
});

type Values = z.input<typeof detailsSchema>;
type Details = z.output<typeof detailsSchema>;

/** The URL field shows a linked avatar's address; an uploaded one (stored by us) is not a URL to edit. */
function linkedAvatarUrl(avatarUrl: string | null | undefined): string {
  return avatarUrl && isHttpUrl(avatarUrl) ? avatarUrl : "";
}

function valuesOf(profile: ProfileEditorFieldsFragment): Values {
  return {
    fullName: profile.fullName ?? "",
    title: profile.title ?? "",
    company: profile.company ?? "",
    location: profile.location ?? "",
    bio: profile.bio ?? "",
    skills: (profile.skills ?? []).join(", "),
    avatarUrl: linkedAvatarUrl(profile.avatarUrl),
  };
}

/** Settings → Profile: the profile editor (spec §2, §5). */
export function ProfileEditor({ me }: { me: Viewer }) {
  const { data, loading, refetch } = useQuery(ProfileEditorDocument, {
    variables: { id: me.id },
  });
  const profile = data?.profile;

  if (loading && !profile) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="40" borderRadius="l3" />
        <Skeleton h="96" borderRadius="l3" />
      </Stack>
    );
  }
  if (!profile) {
    return (
      <ErrorState
        description="Failed to load user profile."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <Stack gap="6">
      <PhotosCard profile={profile} />
      <DetailsForm key={profile.id} profile={profile} />
    </Stack>
  );
}

/** Avatar (upload or remove) and cover photo (upload), each with a progress bar while uploading. */
function PhotosCard({ profile }: { profile: ProfileEditorFieldsFragment }) {
  const name = displayName(profile);
  const [removeAvatar, { loading: removing }] = useMutation(RemoveAvatarDocument);

  const onRemove = async () => {
    try {
      await removeAvatar();
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to remove avatar."));
      return;
    }
    notify.success("Avatar removed successfully!");
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Photos</Card.Title>
        <Card.Description>
          Your avatar and cover photo. JPEG, PNG, GIF or WebP images up to 5MB.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <Flex
            gap="4"
            align={{ base: "start", sm: "center" }}
            direction={{ base: "column", sm: "row" }}
          >
            <UserAvatar name={name} src={profile.avatarUrl} size="xl" />
            <Stack gap="2" flex="1" minW="0">
              <Text fontWeight="medium">Avatar</Text>
              <HStack gap="2" wrap="wrap" align="start">
                <ImageUploadButton kind="avatar" label="Upload avatar" icon={<CameraIcon />} />
                {profile.avatarUrl ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    loading={removing}
                    onClick={() => void onRemove()}
                  >
                    <Trash2Icon /> Remove avatar
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </Flex>
          <Flex
            gap="4"
            align={{ base: "start", sm: "center" }}
            direction={{ base: "column", sm: "row" }}
          >
            <Box
              w={{ base: "full", sm: "48" }}
              h="20"
              borderRadius="l2"
              overflow="hidden"
              flexShrink={0}
              borderWidth="1px"
            >
              {profile.coverPhotoUrl ? (
                <Image
                  src={profile.coverPhotoUrl}
                  alt="Your cover photo"
                  w="full"
                  h="full"
                  objectFit="cover"
                />
              ) : (
                <Box
                  w="full"
                  h="full"
                  bgGradient="to-br"
                  gradientFrom="brand.solid"
                  gradientVia="brand.400"
                  gradientTo="brand.emphasized"
                  aria-hidden="true"
                />
              )}
            </Box>
            <Stack gap="2" flex="1" minW="0">
              <Text fontWeight="medium">Cover photo</Text>
              <Box>
                <ImageUploadButton kind="cover" label="Upload cover photo" icon={<ImageIcon />} />
              </Box>
            </Stack>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Name, headline, location, bio, skills and an avatar link; saved together with updateProfile. */
function DetailsForm({ profile }: { profile: ProfileEditorFieldsFragment }) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    getFieldState,
    formState: { errors, dirtyFields },
  } = useForm<Values, unknown, Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: valuesOf(profile),
    reValidateMode: "onSubmit",
  });
  // When the avatar changes elsewhere (uploaded or removed above), the link field follows it unless
  // the member is editing it.
  useEffect(() => {
    if (!getFieldState("avatarUrl").isDirty) {
      resetField("avatarUrl", { defaultValue: linkedAvatarUrl(profile.avatarUrl) });
    }
  }, [profile.avatarUrl, getFieldState, resetField]);
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileDocument);

  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  const onInvalid = (problems: FieldErrors<Values>) => {
    if (problems.avatarUrl?.message === PROFILE_MESSAGES.invalidUrl) {
      notify.error(PROFILE_MESSAGES.invalidUrlTitle, PROFILE_MESSAGES.invalidUrl);
    } else {
      notify.error("Error", Object.values(problems)[0]?.message ?? "Failed to update profile.");
    }
  };

  const onValid = async ({ avatarUrl, ...details }: Details) => {
    const input: UpdateProfileInput = details;
    // Sent only once edited; an empty link removes the avatar.
    if (dirtyFields.avatarUrl) input.avatarUrl = avatarUrl;
    try {
      await updateProfile({ variables: { input } });
    } catch (error) {
      const fields = fieldErrors(error);
      clearErrors();
      for (const name of Object.keys(detailsSchema.shape) as (keyof Values)[]) {
        if (fields[name]) setError(name, { message: fields[name] });
      }
      notify.error("Error", userMessage(error, "Failed to update profile."));
      return;
    }
    // Saved: the link follows the avatar again.
    resetField("avatarUrl", { defaultValue: avatarUrl });
    notify.success("Profile updated successfully!");
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Profile</Card.Title>
        <Card.Description>How other members see you.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-label="Edit profile" onSubmit={handleSubmit(onValid, onInvalid)}>
          <Stack gap="5">
            <TextField
              label="Username"
              value={profile.username}
              readOnly
              bg="bg.muted"
              color="fg.muted"
              helperText="Username cannot be changed after signup"
            />
            <TextField
              label="Full name"
              autoComplete="name"
              {...field("fullName")}
              error={errors.fullName?.message}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                label="Title"
                placeholder="e.g. Founder, Product Designer"
                autoComplete="organization-title"
                {...field("title")}
                error={errors.title?.message}
              />
              <TextField
                label="Company"
                autoComplete="organization"
                {...field("company")}
                error={errors.company?.message}
              />
            </SimpleGrid>
            <TextField
              label="Location"
              placeholder="e.g. Lisbon, Portugal"
              {...field("location")}
              error={errors.location?.message}
            />
            <Field.Root invalid={Boolean(errors.bio)}>
              <Field.Label>Bio</Field.Label>
              <Textarea
                {...field("bio")}
                rows={4}
                placeholder="A few words about you and your work"
                autoresize
                maxH="60"
              />
              {errors.bio ? <Field.ErrorText>{errors.bio.message}</Field.ErrorText> : null}
            </Field.Root>
            <TextField
              label="Skills"
              placeholder="e.g. Fundraising, Product strategy, React"
              {...field("skills")}
              error={errors.skills?.message}
              helperText="Separate skills with commas"
            />
            <TextField
              label="Avatar URL"
              type="url"
              inputMode="url"
              placeholder="https://example.com/photo.jpg"
              {...field("avatarUrl")}
              error={errors.avatarUrl?.message}
              helperText="Or link to an image on the web (http or https). Saving an empty link removes the avatar."
            />
            <HStack justify="end">
              <Button type="submit" loading={saving} loadingText="Saving...">
                Save changes
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
