import { LICENSE_FILE } from "@verdant/shared/vendors";
import { ExternalLink, FileText, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";

type Shown = { url: string; type: string } | null;

/** A PDF opens as a link with an inline view; an image shows as a thumbnail that opens full size. */
export function LicensePreview({ file }: { file: Shown }) {
  if (!file)
    return (
      <div className="flex h-28 items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground">
        No license file yet
      </div>
    );
  if (file.type === "application/pdf")
    return (
      <div className="grid gap-2">
        <object
          data={file.url}
          type="application/pdf"
          aria-label="License (PDF)"
          className="h-56 w-full rounded-lg border bg-muted"
        >
          <div className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <FileText className="size-5" aria-hidden /> PDF preview unavailable in this browser
          </div>
        </object>
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <FileText className="size-4" aria-hidden /> Open license PDF <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </div>
    );
  return (
    <a href={file.url} target="_blank" rel="noreferrer" className="block w-fit" title="Open full size">
      <img src={file.url} alt="License" className="h-40 max-w-full rounded-lg border object-contain" />
    </a>
  );
}

/**
 * The vendor's license file: the stored one, or a newly chosen one (uploaded on save). Checked here for type and
 * size so a person hears at once; the server checks the content again.
 */
export function LicenseField(props: { current: Shown; file: File | null; onFileChange: (file: File | null) => void }) {
  const inputId = useId();
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
    if (!(LICENSE_FILE.types as readonly string[]).includes(file.type))
      return setError("The license must be a PDF, PNG, JPEG or WebP file.");
    if (file.size > LICENSE_FILE.maxBytes) return setError("The license file must be at most 10 MB.");
    setError(null);
    props.onFileChange(file);
  };

  return (
    <div className="grid gap-3">
      <LicensePreview file={local ?? props.current} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" asChild>
          <label htmlFor={inputId} className="cursor-pointer">
            <Upload /> {props.current || local ? "Replace license file" : "Upload license file"}
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept={LICENSE_FILE.types.join(",")}
          className="sr-only"
          aria-label="License file"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {props.file && <span className="truncate text-sm text-muted-foreground">{props.file.name}</span>}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          PDF or image (PNG, JPEG, WebP) up to 10 MB. Uploaded when you save.
        </p>
      )}
    </div>
  );
}
