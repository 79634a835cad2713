// Every benchmark scenario; a domain adds its own file and one line here.
import type { Scenario } from "../harness.ts";
import { identityScenario } from "./identity.ts";

export const scenarios: Scenario[] = [identityScenario];
