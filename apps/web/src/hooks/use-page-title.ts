import { PRODUCT_NAME } from "@verdant/shared";
import { useEffect } from "react";

/** "Sign in · Verdant": every page is titled with the product's name (spec §1); nothing while `page` is unknown. */
export function usePageTitle(page: string | undefined) {
  useEffect(() => {
    if (page) document.title = `${page} · ${PRODUCT_NAME}`;
  }, [page]);
}
