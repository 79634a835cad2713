// Zod compiles its object parsers with `new Function` when it may, and finds out by trying once. Under the web
// app's Content-Security-Policy (no 'unsafe-eval', apps/api/src/plugins/web.ts) that try is refused and Chromium
// reports a CSP violation on every page (Lighthouse's best-practices finding, decision 0036). The browser
// parses with the interpreter instead, and never tries; the API keeps the compiled parsers.
import { config } from "zod";

config({ jitless: true });
