import { lazy } from "react";
import { defineFeature } from "../feature";

/** Account screens: sign in and up, and the two e-mailed links. They stand on their own, without the sidebar. */
export const auth = defineFeature({
  name: "auth",
  routes: [
    { path: "/auth", frame: "standalone", page: lazy(() => import("./AuthPage")) },
    { path: "/verify-email", frame: "standalone", page: lazy(() => import("./VerifyEmailPage")) },
    {
      path: "/reset-password",
      frame: "standalone",
      page: lazy(() => import("./ResetPasswordPage")),
    },
  ],
});
