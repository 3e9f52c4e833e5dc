/** The words of an en-US template before its first placeholder: "set by {{role}}" → "set by ". */
export function prefixOf(template: string): string {
  return template.slice(0, template.indexOf("{{"));
}

/**
 * The values a template's placeholders took in a text made from it: "API key {{key}} ({{date}})" in
 * "API key mk-1 (2025-06-09)" → { key: "mk-1", date: "2025-06-09" }; null when the text was not made from it.
 */
export function valuesIn(template: string, text: string): Readonly<Record<string, string>> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return "(.+)";
    })
    .join("");
  const match = new RegExp(`^${pattern}$`).exec(text);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""])) : null;
}

/** The text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
