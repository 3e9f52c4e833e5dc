const SECTION = (number: number) =>
  [
    `## Part ${number}: measuring a gateway`,
    "A gateway adds **latency** to every call, so we measure it with `autocannon` at a steady rate and keep the " +
      "figures beside the budget. See [the guide](https://example.com/guide) for the method; the short version " +
      "follows, with the numbers that matter and the caveats that go with them.",
    "- Send requests evenly spread over time, never in bursts.\n- Compare the same upstream called directly." +
      "\n- Keep the machine otherwise idle while measuring.",
    "```ts\nconst started = performance.now();\nawait fetch(url, { method: 'POST', body });\n" +
      "console.log(performance.now() - started);\n```",
    "> Numbers taken on a busy machine say more about the machine than about the code.",
  ].join("\n\n");

/**
 * A markdown answer of exactly `words` whitespace-separated words (headings, emphasis, inline code, links, lists,
 * code blocks, quotes): the mock upstream streams it a word per chunk and counts a word as a token.
 */
export function longMarkdownAnswer(words: number): string {
  const sections: string[] = [];
  let text = "";
  while ((text.match(/\S+/g)?.length ?? 0) < words) {
    sections.push(SECTION(sections.length + 1));
    text = sections.join("\n\n");
  }
  return (text.match(/\S+\s*/g) ?? []).slice(0, words).join("").trimEnd();
}
