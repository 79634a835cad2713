// Minimal document.cookie helpers; the auth cookie's attributes are fixed by spec §6.
export function setCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox/Safari; the attributes are fixed here
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; Secure; SameSite=Strict`;
}

export function getCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
}
