import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckboxField } from "../../components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { useCreateRegister } from "./dialogs-api.ts";

/** A new register of the location, with the rooms it sells from (manager only; register-picker.tsx). */
export function NewRegisterDialog(props: {
  scope: LocationScope;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const rooms = useQuery(activeRoomsQuery(props.scope));
  const create = useCreateRegister(props.scope);
  const [name, setName] = useState("");
  const [roomIds, setRoomIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const t = useMessages(dialogMessages);
  const submit = () => {
    if (!name.trim()) return setError(t("newRegister.nameRequired"));
    if (name.includes(",")) return setError(t("newRegister.noComma"));
    create.mutate(
      { name: name.trim(), roomIds },
      {
        onSuccess: (register) => {
          props.onClose();
          props.onCreated(register.id);
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader title={t("newRegister.title")} description={t("newRegister.description")} />
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={t("newRegister.name")} error={error}>
            <Input
              value={name}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              placeholder={t("newRegister.namePlaceholder")}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("newRegister.rooms")}</legend>
            {rooms.isPending ? (
              <>
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-5 w-32" />
              </>
            ) : (
              (rooms.data ?? []).map((room) => (
                <CheckboxField
                  key={room.id}
                  label={room.name}
                  checked={roomIds.includes(room.id)}
                  onCheckedChange={(checked) =>
                    setRoomIds((ids) => (checked ? [...ids, room.id] : ids.filter((id) => id !== room.id)))
                  }
                />
              ))
            )}
            {rooms.isSuccess && roomIds.length === 0 && (
              <p role="status" className="text-xs text-muted-foreground">
                {t("newRegister.noRooms")}
              </p>
            )}
          </fieldset>
          <DialogFooter>
            {/* Not before the rooms have loaded: a register made then would sell from none of them. */}
            <FormButtons onCancel={props.onClose} pending={create.isPending} disabled={rooms.isPending}>
              {t("newRegister.create")}
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
