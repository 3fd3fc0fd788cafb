/** The textarea's text and selection after a toolbar action. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Wraps the selection in `marker` (bold '**', italic '*'); with nothing selected, inserts a placeholder
 * word wrapped and selects it, so typing replaces it.
 */
export function wrapSelection(
  value: string,
  start: number,
  end: number,
  marker: string,
  placeholder: string,
): TextEdit {
  const selected = value.slice(start, end);
  // Already wrapped (the markers sit just outside the selection): unwrap.
  if (
    selected &&
    value.slice(start - marker.length, start) === marker &&
    value.slice(end, end + marker.length) === marker
  ) {
    return {
      text: value.slice(0, start - marker.length) + selected + value.slice(end + marker.length),
      selectionStart: start - marker.length,
      selectionEnd: end - marker.length,
    };
  }
  const inner = selected || placeholder;
  return {
    text: value.slice(0, start) + marker + inner + marker + value.slice(end),
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + inner.length,
  };
}

/**
 * Puts `prefix` ('## ' heading, '- ' list) at the start of every line the selection touches, or takes it
 * off when all of them already have it. The selection follows its text.
 */
export function prefixLines(value: string, start: number, end: number, prefix: string): TextEdit {
  const blockStart = value.lastIndexOf("\n", start - 1) + 1;
  // A selection ending just after a newline does not take in the next line.
  const lastChar = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const newline = value.indexOf("\n", lastChar);
  const blockEnd = newline === -1 ? value.length : newline;
  const lines = value.slice(blockStart, blockEnd).split("\n");
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : prefix + line));
  const firstDelta = remove ? -prefix.length : prefix.length;
  const totalDelta = firstDelta * lines.length;
  const text = value.slice(0, blockStart) + changed.join("\n") + value.slice(blockEnd);
  return {
    text,
    selectionStart: Math.max(blockStart, start + firstDelta),
    selectionEnd: Math.max(blockStart, end + totalDelta),
  };
}

/** A web address as typed, made absolute: 'example.com' becomes 'https://example.com'. */
export function normaliseUrl(input: string): string {
  const url = input.trim();
  if (!url) return "";
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("/") || url.startsWith("#")) return url;
  return `https://${url}`;
}

/** Replaces the selection with `[text](url)` (the selection, or 'link text', as the text) and selects the text. */
export function insertLink(value: string, start: number, end: number, url: string): TextEdit {
  const label = value.slice(start, end) || "link text";
  const link = `[${label}](${url})`;
  return {
    text: value.slice(0, start) + link + value.slice(end),
    selectionStart: start + 1,
    selectionEnd: start + 1 + label.length,
  };
}
