// Create or edit a location in a dialog; the server's "name already in use" lands under the name field too.
import { createLocationInput, type Location, updateLocationInput } from "@verdant/shared/locations";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { useCreateLocation, useUpdateLocation } from "./api.ts";
import { LocationFields, locationDefaults, toLocationInput, type WithLocation } from "./location-fields.tsx";
import { locationMessages } from "./messages.ts";

const createSchema = z.object({ location: createLocationInput });
const updateSchema = z.object({ location: updateLocationInput });

export function LocationFormDialog(props: {
  orgId: string;
  /** The location to edit; none to create one. */
  location?: Location;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { orgId, location, open, onOpenChange } = props;
  const t = useMessages(locationMessages);
  const create = useCreateLocation(orgId);
  const update = useUpdateLocation(orgId);
  // Creating and editing validate with their own shared schema; both produce a location body.
  const form = useForm<WithLocation, unknown, z.output<typeof updateSchema>>({
    resolver: schemaResolver(location ? updateSchema : createSchema, (values: WithLocation) => ({
      location: toLocationInput(values.location),
    })),
    defaultValues: { location: locationDefaults(location) },
  });

  // Each opening starts from the location as it is now (or a blank one).
  useEffect(() => {
    if (open) form.reset({ location: locationDefaults(location) });
  }, [open, location, form]);

  const submit = form.handleSubmit(({ location: input }) => {
    const options = {
      onSuccess: () => onOpenChange(false),
      onError: (error: unknown) => showFieldErrors(error, form.setError, "location."),
    };
    if (location) update.mutate({ id: location.id, ...input }, options);
    else create.mutate(input as z.input<typeof createLocationInput>, options);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <DialogHeader
          title={location ? t("dialog.edit", { name: location.name }) : t("dialog.new")}
          description={t("dialog.description")}
        />
        <form noValidate onSubmit={submit} className="grid gap-6">
          <LocationFields form={form} />
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
            <FormButtons
              cancelLabel={t("cancel")}
              onCancel={() => onOpenChange(false)}
              pending={create.isPending || update.isPending}
            >
              {location ? t("dialog.save") : t("dialog.create")}
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
