// A lot without its state package tag at a location that reports to Metrc: the page says why it cannot be sold,
// adjusted or moved, and a writer adds the tag here (the lot is then sellable and its changes are reported).
import { Tag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useTagLot } from "./api.ts";
import { inventoryMessages } from "./messages.ts";

export function StateTagCard({ scope, lotId, canWrite }: { scope: LocationScope; lotId: string; canWrite: boolean }) {
  const [tag, setTag] = useState("");
  const save = useTagLot(scope);
  const t = useMessages(inventoryMessages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tag.trim()) save.mutate({ id: lotId, packageTag: tag.trim() });
  };
  return (
    <Card className="border-warning/60" data-testid="state-tag-needed">
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium">
            <Tag className="size-4 text-warning" aria-hidden /> {t("noTag")}
          </p>
          <p className="text-sm text-muted-foreground">{t("tagRequired")}</p>
        </div>
        {canWrite && (
          <form onSubmit={submit} className="flex items-end gap-2" aria-label={t("tag.form")}>
            <FormField label={t("tag.label")} className="w-72">
              <Input
                className="font-mono"
                value={tag}
                onChange={(e) => setTag(e.target.value)}
                placeholder="1A4060300000000000000000"
              />
            </FormField>
            <Button type="submit" disabled={!tag.trim()} loading={save.isPending}>
              {t("tag.save")}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
