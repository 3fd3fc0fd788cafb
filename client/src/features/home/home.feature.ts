import { HouseIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** `/`: the landing page for visitors, the feed for members, search results with ?search=. */
export const home = defineFeature({
  name: "home",
  routes: [{ path: "/", frame: "public", page: lazy(() => import("./HomePage")) }],
  nav: { label: "News Feed", to: "/", icon: HouseIcon, order: 0, membersOnly: false },
});
