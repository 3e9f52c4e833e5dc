/**
 * A heading's anchor as GitHub spells it: lowercase, punctuation dropped, spaces turned into hyphens ("Usage logs
 * & costs" → "usage-logs--costs"). Letters of any script and digits are kept, so a translated page keeps
 * readable anchors.
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/**
 * Slugs for the headings of one page, in order: a repeated heading gets `-1`, `-2`… so every anchor is unique and
 * stays the same as long as the headings before it do.
 */
export function headingSlugger(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = headingSlug(text) || "section";
    let slug = base;
    for (let repeat = 1; used.has(slug); repeat++) slug = `${base}-${repeat}`;
    used.add(slug);
    return slug;
  };
}
