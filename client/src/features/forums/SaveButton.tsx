import { Button, type ButtonProps } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { BookmarkCheckIcon, BookmarkIcon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { notify } from "../../theme/toaster";
import { SaveForumPostDocument, UnsaveForumPostDocument } from "./forums.generated";

export interface SaveButtonProps extends Pick<ButtonProps, "size"> {
  postId: string;
  saved: boolean;
}

/** Save / Saved: the viewer's own list of posts (the 'Saved' tab); visitors are asked to sign in. */
export function SaveButton({ postId, saved, size = "xs" }: SaveButtonProps) {
  const { me } = useSession();
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const [save] = useMutation(SaveForumPostDocument);
  const [unsave] = useMutation(UnsaveForumPostDocument);

  const toggle = () => {
    if (!me) return prompt("save this post");
    const mutate = saved ? unsave : save;
    const field = saved ? "unsaveForumPost" : "saveForumPost";
    mutate({
      variables: { id: postId },
      optimisticResponse: {
        [field]: { __typename: "ForumPost" as const, id: postId, viewerHasSaved: !saved },
      } as never,
    }).catch((error: unknown) =>
      notify.error("Error", userMessage(error, "Failed to update saved posts. Please try again.")),
    );
  };

  return (
    <>
      <Button
        size={size}
        variant={saved ? "subtle" : "ghost"}
        colorPalette={saved ? "brand" : "gray"}
        aria-pressed={saved}
        onClick={toggle}
      >
        {saved ? <BookmarkCheckIcon /> : <BookmarkIcon />}
        {saved ? "Saved" : "Save"}
      </Button>
      {signInPrompt}
    </>
  );
}
