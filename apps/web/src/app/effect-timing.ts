// When effects run (decision 0048). React runs the effects of a render caused by a click or a key press before the
// browser handles the next event; Preact, which the browser runs behind React's API, runs them after the next paint.
// Radix registers an open popover's focus scope and dismissable layer in effects, so on Preact there was a frame in
// which the dialog under a just-opened picker still trapped focus: text typed (or scanned) into the picker at once
// sent focus back to the dialog, and the picker closed (the product editor's category picker, one run in four).
// Effects run in a microtask after each render instead, as React's do after an input.
import { options } from "preact";

options.requestAnimationFrame = (flush) => queueMicrotask(flush);
