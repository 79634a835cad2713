import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { LifeBuoy, LogOut } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { signOut } from "../../lib/session.ts";
import { asLinkTarget, SUPPORT_EMAIL, settingsMenu } from "./nav-items.ts";
import { shellMessages } from "./shell-messages.ts";
import { UserAvatar } from "./user-avatar.tsx";

export function UserMenu() {
  const auth = useAuth();
  const { routesByPath } = useRouter();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useMessages(shellMessages);
  const name = [auth.firstName, auth.lastName].filter(Boolean).join(" ") || auth.username || t("menu.yourAccount");

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t("menu.label")}
      >
        <UserAvatar />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{auth.email ?? auth.phone}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {settingsMenu
          .filter((item) => item.to in routesByPath)
          .map((item) => (
            <DropdownMenuItem key={item.label} asChild>
              <Link to={asLinkTarget(item.to)}>
                <item.icon /> {t(item.label)}
              </Link>
            </DropdownMenuItem>
          ))}
        <DropdownMenuItem asChild>
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <LifeBuoy /> {t("menu.support")}
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={async () => {
            await signOut(queryClient);
            await navigate({ to: "/signin" });
          }}
        >
          <LogOut /> {t("menu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
