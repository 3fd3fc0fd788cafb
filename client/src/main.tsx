import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createApolloSetup } from "./app-setup";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { applyStoredTheme } from "./theme/color-mode";

applyStoredTheme();

const setup = createApolloSetup();
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders setup={setup}>
      <App />
    </AppProviders>
  </StrictMode>,
);
