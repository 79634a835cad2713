import { Banknote } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { centsAsDecimalText, parseMoney } from "../../lib/money.ts";
import { useOpenDrawer } from "./api.ts";
import { registerMessages } from "./messages.ts";
import { useOnline } from "./offline/use-online.ts";

/** A register sells only with an open drawer: count the float and open it. */
export function OpenDrawerPanel(props: { scope: LocationScope; registerId: string; registerName: string }) {
  const open = useOpenDrawer(props.scope);
  const online = useOnline();
  const t = useMessages(registerMessages);
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Card className="mx-auto mt-8 grid max-w-md gap-5 p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary/12 text-primary">
          <Banknote className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold">{t("openDrawer.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("openDrawer.description", { name: props.registerName })}</p>
        </div>
      </div>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseMoney(text);
          if (!parsed.ok) return setError(t("openDrawer.floatError", { error: parsed.error }));
          setError(undefined);
          open.mutate({ registerId: props.registerId, openingFloatCents: parsed.value });
        }}
      >
        <FormField label={t("openDrawer.float")} error={error} description={t("openDrawer.floatHint")}>
          <Input
            inputMode="decimal"
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={centsAsDecimalText(20_000)}
          />
        </FormField>
        {!online && <p className="text-sm text-muted-foreground">{t("needs.openDrawer")}</p>}
        <Button type="submit" size="lg" loading={open.isPending} disabled={!online}>
          {t("openDrawer.submit")}
        </Button>
      </form>
    </Card>
  );
}
