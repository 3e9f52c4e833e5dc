import { JSDOM } from "jsdom";

/** Lists whatever in a piece of markup could execute script: elements, event handlers, javascript: URLs. */
export function findExecutableMarkup(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "style", "form", "meta", "base"].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme ("jav\tascript:").
      const value = [...attribute.value]
        .filter((char) => char > " ")
        .join("")
        .toLowerCase();
      if (name.startsWith("on")) found.push(`${tag}[${name}]`);
      if (
        ["href", "src", "action", "formaction", "xlink:href"].includes(name) &&
        /^(javascript|vbscript|data):/.test(value)
      ) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}
