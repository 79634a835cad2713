/** The app shell's header holds a slot that a page fills through a portal (the register's bar). */
export const HEADER_SLOT_ID = "app-header-slot";
