import { Combobox, Field, useListCollection } from "@chakra-ui/react";
import { memo, useMemo, useState } from "react";
import { timeZones, zoneName } from "./time";

export interface TimeZoneOption {
  /** The IANA name, as stored ('America/Los_Angeles'). */
  value: string;
  /** As shown and searched: 'America/Los Angeles (PST)'. */
  label: string;
}

let options: TimeZoneOption[] | null = null;
const byValue = new Map<string, TimeZoneOption>();

/** Every zone the browser knows, named once for the page's life (a few hundred). */
function zoneOptions(...also: string[]): TimeZoneOption[] {
  const now = new Date();
  const option = (value: string) => {
    const known = byValue.get(value);
    if (known) return known;
    let short = "";
    try {
      short = zoneName(value, now);
    } catch {
      // A zone this browser cannot format: its name alone.
    }
    const readable = value.replaceAll("_", " ");
    const made = { value, label: short && short !== value ? `${readable} (${short})` : readable };
    byValue.set(value, made);
    return made;
  };
  const missing = also.filter((zone) => zone && !byValue.has(zone));
  if (!options || missing.length) options = timeZones(...also).map(option);
  return options;
}

/** What a search matches: any word of the zone's name or its short name, spaces and '_' alike. */
const normalize = (text: string) => text.toLowerCase().replaceAll("_", " ");
const matches = (_itemText: string, filterText: string, item: TimeZoneOption) => {
  const query = normalize(filterText.trim());
  return !query || normalize(item.label).includes(query) || normalize(item.value).includes(query);
};

export interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/**
 * 'Event time zone' (not 'Time …': that is the start's own field): a searchable list of IANA zones
 * ('paris', 'los angeles', 'PST').
 */
export const TimeZoneField = memo(function TimeZoneField({
  value,
  onChange,
  error,
  helperText,
  disabled,
}: TimeZoneFieldProps) {
  const initialItems = useMemo(() => zoneOptions(value), [value]);
  const { collection, filter } = useListCollection({
    initialItems,
    filter: matches,
    limit: 100,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
  });
  const label = byValue.get(value)?.label ?? value;
  // What the box shows: the search while typing, else the chosen zone, also when the form resets it.
  const [input, setInput] = useState(label);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setInput(label);
  }
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        inputValue={input}
        onValueChange={(details) => {
          const zone = details.value[0];
          if (zone) onChange(zone);
        }}
        onInputValueChange={(details) => {
          setInput(details.inputValue);
          filter(details.inputValue);
        }}
        onOpenChange={(details) => {
          // Opening shows the whole list again, not only what the last search left.
          if (details.open) filter("");
        }}
        openOnClick
        selectionBehavior="replace"
        // The list is built only while open: the form around it re-renders on every keystroke.
        lazyMount
        unmountOnExit
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <Combobox.Label>
          Event time zone <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Search time zones" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Not portalled: the form's dialog keeps focus and stacking inside itself. */}
        <Combobox.Positioner>
          <Combobox.Content maxH="64" overflowY="auto">
            <Combobox.Empty>No time zone matches</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
});
