import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/toaster.tsx";
import { queryClient } from "./router.tsx";
import { useTheme } from "./theme.ts";

export function Providers({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster theme={theme} />
    </QueryClientProvider>
  );
}
