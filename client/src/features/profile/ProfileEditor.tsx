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
import { useState, type FormEvent } from "react";
import { LuCamera, LuImage, LuTrash2 } from "react-icons/lu";
import { fieldErrors, userMessage } from "../../apollo/errors";
import type { Viewer } from "../../apollo/session";
import { ErrorState } from "../../components/ErrorState";
import { ImageUploadButton } from "../../components/ImageUpload";
import { TextField } from "../../components/TextField";
import { UserAvatar } from "../../components/UserAvatar";
import {
  ProfileEditorDocument,
  RemoveAvatarDocument,
  UpdateProfileDocument,
  type ProfileEditorFieldsFragment,
  type UpdateProfileInput,
} from "../../gql/graphql";
import { INVALID_URL, isHttpUrl } from "../../lib/images";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";

/** Skills are typed as one comma-separated line; trimmed, with empty entries dropped (spec §5). */
export function parseSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

interface Values {
  fullName: string;
  title: string;
  company: string;
  location: string;
  bio: string;
  skills: string;
  avatarUrl: string;
}

type Errors = Partial<Record<keyof Values, string>>;

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
                <ImageUploadButton kind="avatar" label="Upload avatar" icon={<LuCamera />} />
                {profile.avatarUrl ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    loading={removing}
                    onClick={() => void onRemove()}
                  >
                    <LuTrash2 /> Remove avatar
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
                <ImageUploadButton kind="cover" label="Upload cover photo" icon={<LuImage />} />
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
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [avatarUrlEdited, setAvatarUrlEdited] = useState(false);
  // When the avatar changes elsewhere (uploaded or removed above), the link field follows it unless
  // the member is editing it.
  const [shownAvatar, setShownAvatar] = useState(profile.avatarUrl);
  if (shownAvatar !== profile.avatarUrl) {
    setShownAvatar(profile.avatarUrl);
    if (!avatarUrlEdited) {
      setValues((previous) => ({ ...previous, avatarUrl: linkedAvatarUrl(profile.avatarUrl) }));
    }
  }
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileDocument);

  const change =
    (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
      if (field === "avatarUrl") setAvatarUrlEdited(true);
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: UpdateProfileInput = {
      fullName: values.fullName.trim(),
      title: values.title.trim(),
      company: values.company.trim(),
      location: values.location.trim(),
      bio: values.bio.trim(),
      skills: parseSkills(values.skills),
    };
    if (avatarUrlEdited) {
      const avatarUrl = values.avatarUrl.trim();
      if (avatarUrl && !isHttpUrl(avatarUrl)) {
        setErrors({ avatarUrl: INVALID_URL.description });
        notify.error(INVALID_URL.title, INVALID_URL.description);
        return;
      }
      // An empty link removes the avatar.
      input.avatarUrl = avatarUrl;
    }
    try {
      await updateProfile({ variables: { input } });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({
        fullName: fields.fullName,
        title: fields.title,
        company: fields.company,
        location: fields.location,
        bio: fields.bio,
        skills: fields.skills,
        avatarUrl: fields.avatarUrl,
      });
      notify.error("Error", userMessage(error, "Failed to update profile."));
      return;
    }
    setAvatarUrlEdited(false);
    notify.success("Profile updated successfully!");
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Profile</Card.Title>
        <Card.Description>How other members see you.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-label="Edit profile" onSubmit={(event) => void onSubmit(event)}>
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
              value={values.fullName}
              onChange={change("fullName")}
              error={errors.fullName}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                label="Title"
                placeholder="e.g. Founder, Product Designer"
                autoComplete="organization-title"
                value={values.title}
                onChange={change("title")}
                error={errors.title}
              />
              <TextField
                label="Company"
                autoComplete="organization"
                value={values.company}
                onChange={change("company")}
                error={errors.company}
              />
            </SimpleGrid>
            <TextField
              label="Location"
              placeholder="e.g. Lisbon, Portugal"
              value={values.location}
              onChange={change("location")}
              error={errors.location}
            />
            <Field.Root invalid={Boolean(errors.bio)}>
              <Field.Label>Bio</Field.Label>
              <Textarea
                value={values.bio}
                onChange={change("bio")}
                rows={4}
                placeholder="A few words about you and your work"
                autoresize
                maxH="60"
              />
              {errors.bio ? <Field.ErrorText>{errors.bio}</Field.ErrorText> : null}
            </Field.Root>
            <TextField
              label="Skills"
              placeholder="e.g. Fundraising, Product strategy, React"
              value={values.skills}
              onChange={change("skills")}
              error={errors.skills}
              helperText="Separate skills with commas"
            />
            <TextField
              label="Avatar URL"
              type="url"
              inputMode="url"
              placeholder="https://example.com/photo.jpg"
              value={values.avatarUrl}
              onChange={change("avatarUrl")}
              error={errors.avatarUrl}
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
