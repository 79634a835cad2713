import { ImageUp, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { settingsMessages } from "./settings-messages.ts";

const SIZE = 256;

/** Scales a picture down to a 256 px square JPEG data URL, well under the API's 300 KB limit. */
async function toAvatarDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas unavailable");
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIZE, SIZE);
  return canvas.toDataURL("image/jpeg", 0.85);
}

export function AvatarField(props: { value: string; initials: string; onChange: (value: string) => void }) {
  const t = useMessages(settingsMessages);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center gap-4">
      {props.value ? (
        <img src={props.value} alt={t("avatar.alt")} className="size-16 rounded-full object-cover ring-1 ring-border" />
      ) : (
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/15 text-lg font-semibold text-primary">
          {props.initials}
        </span>
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-label={t("avatar.label")}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            try {
              props.onChange(await toAvatarDataUrl(file));
            } catch {
              notify.error(t("avatar.unreadable"));
            }
          }}
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <ImageUp /> {t("avatar.upload")}
        </Button>
        {props.value && (
          <Button variant="ghost" size="sm" onClick={() => props.onChange("")}>
            <Trash2 /> {t("avatar.remove")}
          </Button>
        )}
      </div>
    </div>
  );
}
