import { defineModule } from "../../kernel/module";
import { eventPersonalData } from "./events.personal-data";
import { Events1795900000001 } from "./migrations/1795900000001-Events";
import { EventReminders1797300000000 } from "./migrations/1797300000000-EventReminders";
import { eventJobs } from "./events.jobs";
import { eventsKinds } from "./events.kinds";
import { moderatableEvent } from "./events.moderation";
import { CalendarEvent, EventAttendee } from "./event.entity";
import { calendarRoutes } from "./events.calendar";
import { eventLoaders } from "./events.loaders";
import { EventAttendeeResolver, EventsResolver } from "./events.resolver";
import { eventSearch } from "./events.search";

/** Events: creating, changing and cancelling them, attendance with a waitlist, calendar files. */
export const events = defineModule({
  name: "events",
  personalData: eventPersonalData,
  kinds: eventsKinds,
  migrations: [Events1795900000001, EventReminders1797300000000],
  resolvers: [EventsResolver, EventAttendeeResolver],
  entities: [CalendarEvent, EventAttendee],
  loaders: eventLoaders,
  moderatable: { EVENT: moderatableEvent },
  searchSource: eventSearch,
  feedKinds: { event: { path: ({ contentId }) => `/events/${contentId}` } },
  routes: calendarRoutes,
  jobs: eventJobs,
});
