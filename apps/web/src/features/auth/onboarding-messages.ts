// Onboarding's words (decision 0034): the four questions, the staff's one question and the sign-up's code check.
import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./messages/onboarding/en.json";

export const onboardingMessages = defineCatalog(en, () => import("./messages/onboarding/fr-CA.json"));
