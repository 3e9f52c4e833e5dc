import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from "dompurify";

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * A DOMPurify bound to one window whose links may only go to http(s) or mailto and always open in a new tab
 * without handing the new page a reference back (noopener noreferrer). Each caller passes its own allow-list.
 */
export function linkSafePurifier(window: Window): Purifier {
  const purifier = DOMPurify(window as unknown as WindowLike);
  if (!purifier.isSupported) return purifier;
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if ((node as Element).tagName !== "A") return;
    const link = node as Element;
    const href = link.getAttribute("href");
    if (href !== null && !isSafeHref(href)) link.removeAttribute("href");
    if (link.hasAttribute("href")) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

function isSafeHref(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}
