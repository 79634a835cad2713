// The browser keeps its own organization and location: a profile read back from the API (another device's choice
// of the same person) never moves it; the server's choice fills a browser that has none.
import type { UserState } from "@verdant/shared/auth";
import { afterEach, describe, expect, it } from "vitest";
import { authStore } from "./auth-store.ts";

const profile = (selectedOrgId: string | null, selectedLocationId: string | null, slug: string | null = null) =>
  ({ id: "u1", firstName: "Mo", selectedOrgId, selectedLocationId, organizationSlug: slug }) as unknown as UserState;

describe("auth store: the selected location", () => {
  afterEach(() => authStore.signOut());

  it("takes the server's choice at sign-in, then keeps its own when the profile comes back", () => {
    authStore.signIn({ user: profile("org", "vancouver", "green") });
    expect(authStore.get()).toMatchObject({ selectedOrgId: "org", selectedLocationId: "vancouver" });
    authStore.update({ selectedLocationId: "los-angeles" });
    authStore.setUser(profile("org", "vancouver", "green"));
    expect(authStore.get()).toMatchObject({ selectedOrgId: "org", selectedLocationId: "los-angeles" });
    expect(JSON.parse(localStorage.getItem("be-userAuth") ?? "{}").selectedLocationId).toBe("los-angeles");
  });

  it("fills a browser with no choice, and never mixes one organization's location into another", () => {
    authStore.signIn({ user: profile(null, null) });
    authStore.setUser(profile("org", "vancouver", "green"));
    expect(authStore.get()).toMatchObject({ selectedOrgId: "org", selectedLocationId: "vancouver" });
    authStore.update({ selectedOrgId: "other", selectedLocationId: null, organizationSlug: "other-co" });
    authStore.setUser(profile("org", "vancouver", "green"));
    expect(authStore.get()).toMatchObject({
      selectedOrgId: "other",
      selectedLocationId: null,
      organizationSlug: "other-co",
    });
  });
});
