import { Progress } from "@chakra-ui/react";

export interface UploadProgressBarProps {
  /** 0-100, or null while the size is not known yet. */
  value: number | null;
  label?: string;
}

/** A bar showing how much of an upload has been sent (indeterminate until the size is known). */
export function UploadProgressBar({ value, label = "Uploading..." }: UploadProgressBarProps) {
  return (
    <Progress.Root
      value={value}
      max={100}
      size="sm"
      shape="full"
      colorPalette="brand"
      aria-label={label}
      width="full"
    >
      <Progress.Label fontSize="xs" color="fg.muted" mb="1">
        {label} {value === null ? "" : `${value}%`}
      </Progress.Label>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
