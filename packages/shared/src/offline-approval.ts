// A manager's approval at a register that cannot reach the server (decision 0035), computed the same way in the
// browser and on the server with WebCrypto (no dependency; the schemas the API carries are in offline-sales.ts):
// - a manager's offline key is PBKDF2-SHA-256 of their PIN with a salt of their own and many iterations (slow on
//   purpose: each guess at a PIN costs as much), kept by the server beside (never instead of) the argon2id PIN hash;
// - a register gets, while online, one short-lived verifier per manager: HMAC(offline key, register + issue time).
//   It checks a PIN typed at that register and is worthless elsewhere or after it expires; it never reveals the key;
// - an approved sale carries a proof: HMAC(offline key, the sale's key, receipt, total, who, when, why), which only
//   someone who typed the PIN can make and which the server checks again with the key when the sale arrives.

/** PBKDF2-SHA-256 iterations (OWASP's figure for SHA-256); each verifier says its own, so it can be raised. */
export const OFFLINE_PIN_ITERATIONS = 600_000;
/** How long a register may check PINs with the verifiers it was given (they are refreshed every few minutes). */
export const OFFLINE_VERIFIER_TTL_MS = 12 * 60 * 60_000;
/** Wrong PINs per manager on one register before it pauses their approvals (counted in the browser). */
export const OFFLINE_PIN_TRIES = { max: 5, windowMs: 15 * 60_000 };

/** The parts of WebCrypto used here (browsers and Node alike); the shared package compiles without DOM types. */
interface Subtle {
  importKey(format: "raw", key: Uint8Array, algorithm: unknown, extractable: false, uses: string[]): Promise<unknown>;
  deriveBits(algorithm: unknown, key: unknown, length: number): Promise<ArrayBuffer>;
  sign(algorithm: "HMAC", key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
const webCrypto = () =>
  (globalThis as unknown as { crypto: { subtle: Subtle; getRandomValues: (a: Uint8Array) => Uint8Array } }).crypto;

/** UTF-8 bytes of a string. */
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(bytes);
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export function toBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[n >> 18]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : "=";
    out += i + 2 < bytes.length ? B64[n & 63]! : "=";
  }
  return out;
}

export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = B64.indexOf(char);
    if (index < 0) throw new Error("Not base64");
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

export function newOfflineSalt(): string {
  return toBase64(webCrypto().getRandomValues(new Uint8Array(16)));
}

/** The manager's offline key from the PIN (slow: ~0.2–1 s). */
export async function offlinePinKey(pin: string, salt: string, iterations: number): Promise<Uint8Array> {
  const material = await webCrypto().subtle.importKey("raw", utf8(pin), "PBKDF2", false, ["deriveBits"]);
  const bits = await webCrypto().subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: fromBase64(salt), iterations },
    material,
    256,
  );
  return new Uint8Array(bits);
}

async function hmac(key: Uint8Array, parts: readonly (string | number)[]): Promise<string> {
  const subtle = webCrypto().subtle;
  const imported = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signed = await subtle.sign("HMAC", imported, utf8(parts.join("\n")));
  return toBase64(new Uint8Array(signed));
}

/** What a register checks a typed PIN against: bound to the register, the manager and the moment it was issued. */
export const offlineVerifier = (key: Uint8Array, v: { registerId: string; approverId: string; issuedAt: string }) =>
  hmac(key, ["verdant-offline-verifier", v.registerId, v.approverId, v.issuedAt]);

export interface ApprovedSale {
  /** The sale's Idempotency-Key. */
  key: string;
  registerId: string;
  offlineReceipt: string;
  registerTotalCents: number;
  approverId: string;
  approvedAt: string;
  issuedAt: string;
  reason: string;
}

/** The approval's proof, bound to one sale: its key, receipt and total, and who approved it, when and why. */
export const offlineApprovalProof = (key: Uint8Array, sale: ApprovedSale) =>
  hmac(key, [
    "verdant-offline-approval",
    sale.key,
    sale.registerId,
    sale.offlineReceipt,
    sale.registerTotalCents,
    sale.approverId,
    sale.approvedAt,
    sale.issuedAt,
    sale.reason,
  ]);

/** Constant-time comparison of two base64 MACs. */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
