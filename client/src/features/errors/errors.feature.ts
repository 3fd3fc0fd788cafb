import { lazy } from "react";
import { defineFeature } from "../feature";

/** The 'page not found' screen, for any path no other area claims. */
export const errors = defineFeature({
  name: "errors",
  routes: [{ path: "*", frame: "public", page: lazy(() => import("./NotFoundPage")) }],
});
