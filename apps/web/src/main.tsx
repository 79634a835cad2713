import "@verdant/shared/zod-setup"; // installs the zod messages that name the field, for every form
import "./app/effect-timing.ts"; // Preact runs effects as React does after an input (decision 0048)
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import { registerServiceWorker } from "./features/register/offline/service-worker.ts";
import { UpdatePrompt } from "./features/register/offline/update-prompt.tsx";
import { warmUp } from "./lib/warm-up.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

// The register keeps selling through an outage (decision 0027): the app from the cache; the offline layer that
// answers from the local copy starts with the signed-in app (routes/_app.tsx).
registerServiceWorker();
warmUp();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  </StrictMode>,
);
