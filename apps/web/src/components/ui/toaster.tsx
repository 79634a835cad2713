import { Toaster as Sonner, toast } from "sonner";

/** Green success, red error (spec §8 failure toasts), and a pink variant for friendly notices. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  return (
    <Sonner
      theme={theme}
      position="top-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !shadow-md !text-sm",
          success: "!border-green-700/30 !bg-green-600 !text-white",
          error: "!border-red-700/30 !bg-red-600 !text-white",
          closeButton: "!bg-white !text-neutral-700 !border-neutral-300",
        },
      }}
    />
  );
}

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  pink: (message: string) => toast(message, { classNames: { toast: "!border-pink-700/30 !bg-pink-500 !text-white" } }),
};
