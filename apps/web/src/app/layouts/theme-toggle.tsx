import { Moon, Sun } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { useTheme } from "../theme.ts";

export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const t = useMessages(commonMessages);
  const label = t(dark ? "theme.toLight" : "theme.toDark");
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} aria-pressed={dark}>
        {dark ? <Sun /> : <Moon />}
      </Button>
    </Tooltip>
  );
}
