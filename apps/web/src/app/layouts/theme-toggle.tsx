import { Moon, Sun } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { useTheme } from "../theme.ts";

export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const label = dark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} aria-pressed={dark}>
        {dark ? <Sun /> : <Moon />}
      </Button>
    </Tooltip>
  );
}
