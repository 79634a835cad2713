// Create a room, or edit one as the server has it now (GET /rooms/{roomId}), in a dialog.
import { useQuery } from "@tanstack/react-query";
import type { RoomValues } from "@verdant/shared/rooms";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { ROOM_MESSAGES, roomQuery, useCreateRoom, useFetchErrorToast, useUpdateRoom } from "./api.ts";
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
  useFetchErrorToast(existing.error, ROOM_MESSAGES.detailFailed);
  const close = () => onOpenChange(false);

  const save = (values: RoomValues) =>
    roomId ? update.mutateAsync({ id: roomId, values }).then(close) : create.mutateAsync(values).then(close);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader
          title={roomId ? "Edit room" : "New room"}
          description="Where stock is kept or sold at this location."
        />
        {roomId && existing.isPending ? (
          <LoadingBlock label="Loading the room" />
        ) : roomId && existing.isError ? (
          <p className="text-sm text-muted-foreground">This room could not be loaded. Close and try again.</p>
        ) : (
          <RoomForm
            key={existing.data?.updatedAt ?? "new"}
            room={roomId ? existing.data : undefined}
            pending={create.isPending || update.isPending}
            submitLabel={roomId ? "Save changes" : "Create room"}
            onSubmit={save}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
