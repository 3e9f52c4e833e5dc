import { headingSlugger } from "./heading-slug.ts";
import { markdownPlainText } from "./markdown-plain-text.ts";

/** A heading of a documentation page, with the anchor the page gives it. */
export interface DocHeading {
  /** 1 for the page title, 2 and 3 for the table of contents, deeper ones too. */
  readonly level: number;
  /** As a reader sees it: no Markdown marks. */
  readonly text: string;
  readonly slug: string;
}

/** A heading and the words under it, up to the next heading. */
export interface DocSection {
  readonly heading: DocHeading;
  /** Plain text, code included (people search for commands), one line per source line. */
  readonly text: string;
}

export interface DocOutline {
  /** The first level-1 heading; the page's slug when it has none. */
  readonly title: string;
  /** Every heading, in order: the order a renderer writes them in. */
  readonly headings: readonly DocHeading[];
  readonly sections: readonly DocSection[];
}

/** One space or tab is enough around a heading's text: markdownPlainText trims whatever more the lazy text takes. */
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*?))?(?:[ \t]#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;

/**
 * The headings and sections of a Markdown page written with `#` headings (the documentation's own style). Lines
 * inside fenced code are text, never headings, as CommonMark has it.
 */
export function outlineOf(markdown: string, fallbackTitle = ""): DocOutline {
  const slugOf = headingSlugger();
  const headings: DocHeading[] = [];
  const sections: { heading: DocHeading; lines: string[] }[] = [];
  let fence: string | null = null;
  let current: { heading: DocHeading; lines: string[] } | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      else current?.lines.push(line.trim());
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      const text = markdownPlainText(heading[2] ?? "");
      // Stryker disable next-line OptionalChaining: the pattern's first group (#{1,6}) takes part in every match
      const found: DocHeading = { level: heading[1]?.length ?? 1, text, slug: slugOf(text) };
      headings.push(found);
      current = { heading: found, lines: [] };
      sections.push(current);
      continue;
    }
    if (TABLE_RULE.test(line) || THEMATIC_BREAK.test(line)) continue;
    const text = markdownPlainText(line);
    if (text) current?.lines.push(text);
  }
  return {
    title: headings.find((heading) => heading.level === 1)?.text ?? fallbackTitle,
    headings,
    sections: sections.map(({ heading, lines }) => ({ heading, text: lines.join("\n") })),
  };
}

/** The headings a table of contents lists: the sections under the page title, two levels deep. */
export function tableOfContents(headings: readonly DocHeading[]): DocHeading[] {
  return headings.filter((heading) => heading.level === 2 || heading.level === 3);
}
