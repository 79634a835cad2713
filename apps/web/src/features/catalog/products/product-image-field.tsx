import { ImageIcon, Upload, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { catalogMessages } from "../messages.ts";

export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageChoice = { file: File | null; url: string; removed: boolean };

/** The picture beside a product: the current one, a file to upload after saving, or a link to one. */
export function ProductImageField(props: {
  current: string | null | undefined;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  error?: string | undefined;
}) {
  const { value, onChange } = props;
  const t = useMessages(catalogMessages);
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (!value.file) return setPreview(null);
    const url = URL.createObjectURL(value.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value.file]);

  const shown = preview ?? (value.url.trim() || (value.removed ? null : props.current) || null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return setFileError(t("image.badType"));
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return setFileError(t("image.tooLarge"));
    setFileError(null);
    onChange({ file, url: "", removed: false });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {shown ? (
          <img src={shown} alt={t("image.alt")} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="grid flex-1 gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <label htmlFor={inputId} className="cursor-pointer">
              <Upload /> {t(shown ? "image.replace" : "image.upload")}
            </label>
          </Button>
          <input
            id={inputId}
            type="file"
            accept={PRODUCT_IMAGE_TYPES.join(",")}
            className="sr-only"
            aria-label={t("image.file")}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {shown && (
            <Button variant="ghost" size="sm" onClick={() => onChange({ file: null, url: "", removed: true })}>
              <X /> {t("image.remove")}
            </Button>
          )}
        </div>
        <Input
          aria-label={t("image.link")}
          placeholder={t("image.linkPlaceholder")}
          value={value.url}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => onChange({ file: null, url: event.target.value, removed: false })}
        />
        {(fileError ?? props.error) ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {fileError ?? props.error}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">{t("image.hint")}</p>
        )}
      </div>
    </div>
  );
}
