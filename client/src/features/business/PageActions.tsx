import { Box, Button, HStack, Image, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { BadgeCheckIcon, CameraIcon, MessageCircleIcon, PencilIcon } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { notify } from "../../theme/toaster";
import { ReportButton } from "../admin";
import {
  type BusinessPageFieldsFragment,
  SetBusinessPageVerifiedDocument,
  FollowBusinessPageDocument,
  UnfollowBusinessPageDocument,
  UploadBusinessPageCoverDocument,
} from "./business.generated";
import { BusinessPageFormDialog } from "./BusinessPageFormDialog";
import { BUSINESS_TEXT } from "./text";

const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** Follow/Following, Message (visitors are sent to sign in), or the owner's Edit Page and Change Cover. */
export function PageActions({ page }: { page: BusinessPageFieldsFragment }) {
  const { me } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [follow, { loading: following }] = useMutation(FollowBusinessPageDocument);
  const [unfollow, { loading: unfollowing }] = useMutation(UnfollowBusinessPageDocument);
  const [uploadCover] = useMutation(UploadBusinessPageCoverDocument);

  const toggleFollow = async () => {
    if (!me) {
      notify.error("Authentication Required", "Please log in to follow this business page.");
      navigate("/auth");
      return;
    }
    try {
      if (page.viewerIsFollowing) {
        await unfollow({ variables: { id: page.id } });
        notify.success("Unfollowed", `You are no longer following ${page.name}`);
      } else {
        await follow({ variables: { id: page.id } });
        notify.success("Following", `You are now following ${page.name}`);
      }
    } catch (error) {
      notify.error("Error", userMessage(error, BUSINESS_TEXT.followFailed));
    }
  };

  const message = () => {
    if (!me) {
      notify.error("Authentication Required", "Please log in to send messages.");
      navigate("/auth");
      return;
    }
    if (!page.owner) return;
    notify.info("Opening Messages", `Starting conversation with ${page.name}`);
    navigate("/messages", { state: { selectedUserId: page.owner.id, businessPageId: page.id } });
  };

  const changeCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      notify.error("Invalid file type", "Please select an image file.");
      return;
    }
    if (file.size > MAX_COVER_BYTES) {
      notify.error("File too large", "Please select an image smaller than 5MB.");
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    setProgress(null);
    try {
      await uploadCover({
        variables: { id: page.id, file },
        context: uploadProgressContext(({ loaded, total }) =>
          setProgress(total ? Math.round((loaded / total) * 100) : null),
        ),
      });
      notify.success(BUSINESS_TEXT.coverUpdated);
    } catch (error) {
      notify.error(BUSINESS_TEXT.coverFailed[0], userMessage(error, BUSINESS_TEXT.coverFailed[1]));
    } finally {
      URL.revokeObjectURL(url);
      setPreview(null);
      setProgress(undefined);
    }
  };

  if (page.viewerIsOwner)
    return (
      <Stack gap="2" align={{ base: "stretch", sm: "end" }}>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon /> Edit Page
          </Button>
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            loading={progress !== undefined}
            loadingText="Uploading..."
          >
            <CameraIcon /> Change Cover
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label="Cover image"
            onChange={(e) => void changeCover(e)}
          />
        </HStack>
        {progress !== undefined ? (
          <Box w="64">
            {preview ? (
              <Image
                src={preview}
                alt="Cover preview"
                h="16"
                w="full"
                objectFit="cover"
                borderRadius="l2"
                mb="2"
              />
            ) : null}
            <UploadProgressBar value={progress} />
          </Box>
        ) : null}
        <BusinessPageFormDialog open={editing} onOpenChange={setEditing} page={page} />
      </Stack>
    );
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        variant={page.viewerIsFollowing ? "outline" : "solid"}
        onClick={() => void toggleFollow()}
        loading={following || unfollowing}
      >
        {page.viewerIsFollowing ? "Following" : "Follow"}
      </Button>
      <Button variant="outline" onClick={message}>
        <MessageCircleIcon /> Message
      </Button>
      <ReportButton targetType="BUSINESS_PAGE" targetId={page.id} authorId={page.owner?.id} />
    </HStack>
  );
}

/** Super admins set or clear the page's verified badge (recorded in the audit log). */
export function VerifyButton({ page }: { page: BusinessPageFieldsFragment }) {
  const [setVerified, { loading }] = useMutation(SetBusinessPageVerifiedDocument);
  if (!page.viewerCanVerify) return null;
  const toggle = async () => {
    try {
      await setVerified({ variables: { id: page.id, verified: !page.isVerified } });
      notify.success(page.isVerified ? "Verification removed" : "Page verified");
    } catch (error) {
      notify.error("Failed to update verification", userMessage(error, "Please try again."));
    }
  };
  return (
    <Button
      variant="outline"
      colorPalette={page.isVerified ? "gray" : "blue"}
      size="sm"
      loading={loading}
      onClick={() => void toggle()}
    >
      <BadgeCheckIcon /> {page.isVerified ? "Remove verification" : "Verify page"}
    </Button>
  );
}
