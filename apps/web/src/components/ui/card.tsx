import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-xl border bg-card text-card-foreground shadow-xs", className)} {...props} />;
}

export function CardHeader({
  title,
  description,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-4 p-6 pb-0", className)}>
      <div className="grid gap-1">
        <h2 className="text-base leading-tight font-semibold">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}

/** A card with a heading (title, description, an action on the right) over its content. */
export function TitledCard(props: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** The content's spacing; the heading's padding above it is kept. */
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={props.className}>
      <CardHeader title={props.title} description={props.description} action={props.action} />
      <CardContent className={props.contentClassName ?? "pt-3"}>{props.children}</CardContent>
    </Card>
  );
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center justify-end gap-2 border-t px-6 py-4", className)} {...props} />;
}
