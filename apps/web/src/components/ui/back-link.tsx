import { Link, type LinkProps } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "./button.tsx";

/**
 * The way back from a detail page to its list: "← All customers" beside the heading, or (`icon`) a bare arrow
 * named by `label` before it.
 */
export function BackLink(props: { to: LinkProps["to"]; label: string; icon?: boolean; className?: string }) {
  return (
    <Button
      asChild
      variant="ghost"
      size={props.icon ? "icon" : "sm"}
      aria-label={props.icon ? props.label : undefined}
      className={props.className}
    >
      <Link to={props.to}>
        <ArrowLeft /> {props.icon ? null : props.label}
      </Link>
    </Button>
  );
}
