import { createFileRoute, useNavigate } from "@tanstack/react-router";
import type { UseFormReturn } from "react-hook-form";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import {
  LocationFields,
  locationDefaults,
  toLocationInput,
  type WithLocation,
} from "../../../features/locations/location-fields.tsx";
import { CreateOrganizationForm } from "../../../features/organizations/create-organization-form.tsx";
import { organizationMessages } from "../../../features/organizations/messages.ts";
import { useCreateOrganization } from "../../../features/organizations/organizations.api.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";

export const Route = createFileRoute("/_app/user/create-organization")({ component: CreateOrganization });

function CreateOrganization() {
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const t = useMessages(organizationMessages);
  return (
    <div className="mx-auto grid max-w-3xl">
      <PageHeader title={t("create.title")} description={t("create.description")} />
      <CreateOrganizationForm
        locationDefaults={locationDefaults()}
        toLocationInput={toLocationInput}
        // The organization form holds the location under `location`, exactly the shape the fields expect.
        renderLocationFields={(form) => <LocationFields form={form as unknown as UseFormReturn<WithLocation>} />}
        pending={create.isPending}
        onSubmit={(input) =>
          create.mutateAsync(input).then((created) =>
            navigate({
              to: "/user/organizations/$orgId",
              params: { orgId: created.id },
              search: { tab: "locations" },
            }),
          )
        }
        onCancel={() => navigate({ to: "/user/organizations" })}
      />
    </div>
  );
}
