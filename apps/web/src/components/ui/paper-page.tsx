// A page printed on the 80 mm receipt printer, outside the app shell (receipts, drawer close-outs): the paper,
// Print and Close under it, and the print dialog opened once the content is there (unless ?print=0).
import { type ReactNode, useEffect } from "react";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { Button } from "./button.tsx";
import { LoadingBlock } from "./spinner.tsx";

export function PaperPage(props: { ready: boolean; print: boolean; loadingLabel: string; children: ReactNode }) {
  const { ready, print } = props;
  const t = useMessages(commonMessages);
  useEffect(() => {
    if (ready && print) setTimeout(() => window.print(), 300);
  }, [ready, print]);
  return (
    <main className="receipt-page">
      {ready ? props.children : <LoadingBlock label={props.loadingLabel} />}
      <div className="receipt-actions">
        <Button onClick={() => window.print()}>{t("paper.print")}</Button>
        <Button variant="outline" onClick={() => window.close()}>
          {t("paper.close")}
        </Button>
      </div>
    </main>
  );
}
