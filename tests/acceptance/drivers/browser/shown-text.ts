import type { Locator } from "playwright-core";

/** What a person reads in the element: its text, each run of white space one space, trimmed. */
export async function textOf(element: Locator): Promise<string> {
  return ((await element.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

/** The text of the first element matching, or `absent` when none does. */
export async function textIfShown<T extends string | null = null>(
  element: Locator,
  absent: T = null as T,
): Promise<string | T> {
  return (await element.count()) > 0 ? textOf(element.first()) : absent;
}

/** The text of every element matching, each read as `textOf` reads it. */
export async function textsOf(elements: Locator): Promise<string[]> {
  return (await elements.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
}
