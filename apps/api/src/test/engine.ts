/** postgres://…/anything → the same server, another database. */
export function adminUrl(url: string, database = "postgres"): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const templateName = () => `verdant_tpl_${process.pid}`;
