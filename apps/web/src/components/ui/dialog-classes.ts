// The overlay's and the centred panel's classes, shared by the dialog, the confirmation and the app shell's sheet.
export const overlayClasses = "fixed inset-0 z-50 bg-black/40 backdrop-blur-[1px] animate-fade-in";
export const panelClasses =
  "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-lg animate-dialog-in focus:outline-none";
