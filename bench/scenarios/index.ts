// Every benchmark scenario; a domain adds its own file and one line here.
import type { Scenario } from "../harness.ts";
import { catalogScenario } from "./catalog.ts";
import { identityScenario } from "./identity.ts";
import { inventoryScenario } from "./inventory.ts";
import { reportsScenario } from "./reports.ts";
import { salesScenario } from "./sales.ts";

export const scenarios: Scenario[] = [
  identityScenario,
  catalogScenario,
  inventoryScenario,
  salesScenario,
  reportsScenario,
];
