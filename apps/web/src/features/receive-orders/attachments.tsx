// Delivery slips, manifests and certificates of analysis: uploaded through a signed link straight to storage,
// listed with signed download links.
import { attachmentContentTypes, type ReceiveOrderDetail } from "@verdant/shared/receive-orders";
import { FileText, Paperclip, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useUploadAttachment } from "./api.ts";
import { receiveOrderMessages } from "./messages.ts";

const accepted = attachmentContentTypes as readonly string[];

export function Attachments(props: { scope: LocationScope; ro: ReceiveOrderDetail; canWrite: boolean }) {
  const t = useMessages(receiveOrderMessages);
  const upload = useUploadAttachment(props.scope, props.ro.id);
  const input = useRef<HTMLInputElement>(null);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!accepted.includes(file.type)) {
      notify.error(t("attachments.wrongType"));
      return;
    }
    upload.mutate(file);
  };
  return (
    <Card>
      <CardHeader
        title={t("attachments.title")}
        description={t("attachments.description")}
        action={
          props.canWrite && (
            <>
              <input
                ref={input}
                type="file"
                className="sr-only"
                aria-label={t("attachments.file")}
                accept={accepted.join(",")}
                onChange={(e) => {
                  onFile(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
              <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
                <Upload /> {t("attachments.upload")}
              </Button>
            </>
          )
        }
      />
      <CardContent>
        {props.ro.attachments.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Paperclip className="size-4" aria-hidden /> {t("attachments.none")}
          </p>
        ) : (
          <ul className="grid gap-2">
            {props.ro.attachments.map((file) => (
              <li key={file.id} className="flex items-center gap-3 text-sm">
                <FileText className="size-4 text-muted-foreground" aria-hidden />
                <a href={file.url} target="_blank" rel="noreferrer" className="font-medium hover:underline">
                  {file.fileName}
                </a>
                <span className="text-xs text-muted-foreground">{formatDate(file.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
