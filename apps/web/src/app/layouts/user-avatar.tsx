import { useAuth } from "../../lib/auth-store.ts";
import { cn } from "../../lib/cn.ts";

/** The profile picture, or the initials on the accent colour. */
export function UserAvatar({ className }: { className?: string }) {
  const { avatar, image, firstName, lastName, email } = useAuth();
  const picture = avatar || image;
  const initials = ((firstName?.[0] ?? "") + (lastName?.[0] ?? "")).toUpperCase() || (email?.[0] ?? "?").toUpperCase();
  return picture ? (
    <img src={picture} alt="" className={cn("size-8 rounded-full object-cover", className)} />
  ) : (
    <span
      className={cn(
        "flex size-8 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-[color-mix(in_oklch,var(--color-primary)_72%,black)] dark:text-primary",
        className,
      )}
    >
      {initials}
    </span>
  );
}
