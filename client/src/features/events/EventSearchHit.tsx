import { CalendarDaysIcon } from "lucide-react";
import type { SearchHitProps } from "../feature";
import { ContentIcon, HitRow, searchHitPath } from "../../components/HitRow";
import { highlight } from "../../components/highlight";
import { eventWhen } from "./time";

/** An event found by search: its title, when (in the viewer's zone) and where. */
export default function EventSearchHit({ hit: event, words }: SearchHitProps<"Event">) {
  return (
    <HitRow
      to={searchHitPath("Event", event.id)}
      media={<ContentIcon icon={CalendarDaysIcon} />}
      title={highlight(event.title, words)}
      details={[eventWhen(event.startsAt), highlight(event.location, words)]}
      kind={event.cancelledAt ? "Event · Cancelled" : "Event"}
    />
  );
}
