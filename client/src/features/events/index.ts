import { CalendarDaysIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Events. */
export const events = defineFeature({
  name: "events",
  routes: [{ path: "/events", frame: "public", page: lazy(() => import("./EventsPage")) }],
  nav: { label: "Events", to: "/events", icon: CalendarDaysIcon, order: 60, membersOnly: true },
  feedKinds: {
    EVENT: { label: "Event", palette: "teal", tab: "events", target: () => ({ to: "/events" }) },
  },
});
