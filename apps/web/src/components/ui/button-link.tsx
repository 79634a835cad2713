// A link drawn as a button: "Back to sign in", "Create an organization", an empty state's way out. One element
// (an anchor with the button's classes), where screens used to nest a router Link in a Button with asChild.
import { createLink } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { type ButtonProps, buttonClasses } from "./button.tsx";

function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"a"> & Pick<ButtonProps, "variant" | "size">) {
  return <a {...props} className={cn(buttonClasses(variant, size), className)} />;
}

/** A router link (typed `to`, `params`, `search`) with a button's look and its `variant` and `size`. */
export const ButtonLink = createLink(ButtonAnchor);
