// A picker's list (a Radix popover, portalled to the end of <body>) opened from a dialog is part of that dialog for the
// person using it. React bubbles a portal's events through the component tree, and Radix relied on that to tell a
// click in the list from a click outside the dialog; Preact, which the browser runs (decision 0048), bubbles them
// through the page as it is drawn, so the dialog saw a click outside and closed. Every dialog and sheet of the kit
// passes this to Radix's `onPointerDownOutside`: a press inside an open popover leaves the dialog open.
const POPPER_CONTENT = "[data-radix-popper-content-wrapper]";

type OutsideEvent = { target: EventTarget | null; preventDefault: () => void };

/** Keeps a dialog open when the press "outside" it was inside a popover it opened; then runs the caller's handler. */
export function keepOpenForNestedLayers<E extends OutsideEvent>(handler?: (event: E) => void) {
  return (event: E) => {
    if (event.target instanceof Element && event.target.closest(POPPER_CONTENT)) event.preventDefault();
    handler?.(event);
  };
}
