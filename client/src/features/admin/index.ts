import { lazy } from "react";
import { defineFeature } from "../feature";

/** The super admins' dashboard. */
export const admin = defineFeature({
  name: "admin",
  routes: [
    { path: "/admin", frame: "superAdmin", page: lazy(() => import("./AdminDashboardPage")) },
  ],
});
