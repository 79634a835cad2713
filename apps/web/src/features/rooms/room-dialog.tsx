// Create a room, or edit one as the server has it now (GET /rooms/{roomId}), in a dialog.
import { useQuery } from "@tanstack/react-query";
import type { RoomValues } from "@verdant/shared/rooms";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { roomQuery, useCreateRoom, useFetchErrorToast, useUpdateRoom } from "./api.ts";
import { roomMessages } from "./messages.ts";
import { RoomForm } from "./room-form.tsx";

export function RoomDialog(props: {
  scope: LocationScope;
  /** The room to edit; null to create one. */
  roomId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { scope, roomId, open, onOpenChange } = props;
  const create = useCreateRoom(scope);
  const update = useUpdateRoom(scope);
  const existing = useQuery({ ...roomQuery(scope, roomId ?? ""), enabled: open && roomId !== null, staleTime: 0 });
  useFetchErrorToast(existing.error, "detail");
  const t = useMessages(roomMessages);
  const close = () => onOpenChange(false);

  const save = (values: RoomValues) =>
    roomId ? update.mutateAsync({ id: roomId, values }).then(close) : create.mutateAsync(values).then(close);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader title={t(roomId ? "dialog.edit" : "dialog.new")} description={t("dialog.description")} />
        {roomId && existing.isPending ? (
          <LoadingBlock label={t("dialog.loading")} />
        ) : roomId && existing.isError ? (
          <p className="text-sm text-muted-foreground">{t("dialog.failed")}</p>
        ) : (
          <RoomForm
            key={existing.data?.updatedAt ?? "new"}
            room={roomId ? existing.data : undefined}
            pending={create.isPending || update.isPending}
            submitLabel={t(roomId ? "dialog.save" : "dialog.create")}
            onSubmit={save}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
