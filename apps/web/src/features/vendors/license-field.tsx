import { LICENSE_FILE } from "@verdant/shared/vendors";
import { ExternalLink, FileText, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { vendorScreenMessages } from "./messages.ts";

type Shown = { url: string; type: string } | null;

/** A PDF opens as a link with an inline view; an image shows as a thumbnail that opens full size. */
export function LicensePreview({ file }: { file: Shown }) {
  const t = useMessages(vendorScreenMessages);
  if (!file)
    return (
      <div className="flex h-28 items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground">
        {t("file.none")}
      </div>
    );
  if (file.type === "application/pdf")
    return (
      <div className="grid gap-2">
        <object
          data={file.url}
          type="application/pdf"
          aria-label={t("file.pdf")}
          className="h-56 w-full rounded-lg border bg-muted"
        >
          <div className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <FileText className="size-5" aria-hidden /> {t("file.noPreview")}
          </div>
        </object>
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <FileText className="size-4" aria-hidden /> {t("file.openPdf")}{" "}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </div>
    );
  return (
    <a href={file.url} target="_blank" rel="noreferrer" className="block w-fit" title={t("file.fullSize")}>
      <img src={file.url} alt={t("file.alt")} className="h-40 max-w-full rounded-lg border object-contain" />
    </a>
  );
}

/**
 * The vendor's license file: the stored one, or a newly chosen one (uploaded on save). Checked here for type and
 * size so a person hears at once; the server checks the content again.
 */
export function LicenseField(props: { current: Shown; file: File | null; onFileChange: (file: File | null) => void }) {
  const inputId = useId();
  const t = useMessages(vendorScreenMessages);
  const [local, setLocal] = useState<Shown>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!props.file) return setLocal(null);
    const url = URL.createObjectURL(props.file);
    setLocal({ url, type: props.file.type });
    return () => URL.revokeObjectURL(url);
  }, [props.file]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!(LICENSE_FILE.types as readonly string[]).includes(file.type)) return setError(t("file.badType"));
    if (file.size > LICENSE_FILE.maxBytes) return setError(t("file.tooLarge"));
    setError(null);
    props.onFileChange(file);
  };

  return (
    <div className="grid gap-3">
      <LicensePreview file={local ?? props.current} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" asChild>
          <label htmlFor={inputId} className="cursor-pointer">
            <Upload /> {t(props.current || local ? "file.replace" : "file.upload")}
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept={LICENSE_FILE.types.join(",")}
          className="sr-only"
          aria-label={t("file.input")}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {props.file && <span className="truncate text-sm text-muted-foreground">{props.file.name}</span>}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{t("file.hint")}</p>
      )}
    </div>
  );
}
