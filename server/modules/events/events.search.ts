import { type SearchSource, textSearch } from "../../kernel/search-source";
import { CalendarEvent } from "./event.entity";

/**
 * Events: full-text over the title (weight A), description and location (B), forgiving typos, plus
 * trigram matching on the title (`textSearch`); visitors find them too.
 */
export const eventSearch: SearchSource<CalendarEvent> = textSearch({
  type: CalendarEvent,
  table: "events",
  alias: "e",
  name: "title",
  joins: ["LEFT JOIN profiles ep ON ep.id = e.creator_id"],
  where: "ep.is_banned IS NOT TRUE",
  ownerColumn: "creator_id",
  load: (ctx, ids) => ctx.loaders.eventById.loadMany(ids) as Promise<(CalendarEvent | null)[]>,
});
