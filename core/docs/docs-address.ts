import { RouteName } from "../routing/route-name.ts";
import { pathOf } from "../routing/route-table.ts";

/** What the documentation's address asks for: `/document?page=<page>#<heading>`. */
export interface DocsAddress {
  readonly page: string | null;
  readonly heading: string | null;
}

/** Reads the page from the query and the heading from the fragment (either may be missing). */
export function readDocsAddress(search: string, hash: string): DocsAddress {
  const page = new URLSearchParams(search).get("page")?.trim() || null;
  return { page, heading: decodedFragment(hash) };
}

/** The address of a documentation page, at one of its headings when given. */
export function docsAddress(page: string, heading: string | null = null): string {
  const query = new URLSearchParams({ page }).toString();
  return `${pathOf(RouteName.DOCUMENT)}?${query}${heading ? `#${encodeURIComponent(heading)}` : ""}`;
}

function decodedFragment(hash: string): string | null {
  const fragment = hash.replace(/^#/, "");
  if (!fragment) return null;
  try {
    return decodeURIComponent(fragment);
  } catch {
    // A hand-typed fragment with a stray % is still a name, just not an encoded one.
    return fragment;
  }
}
