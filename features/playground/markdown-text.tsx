import { memo, useMemo } from "react";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { trustedMarkdownHtml } from "../../ui/security/trusted-markdown-html.ts";
import { markdownBlocks } from "./markdown-blocks.ts";

interface MarkdownTextProps {
  /** Untrusted Markdown: a model's answer. */
  readonly markdown: string;
  readonly renderer: MarkdownRenderer | null;
}

/**
 * A model's answer as formatted text, block by block: while it streams, only its last block changes, so only that
 * one is rendered and laid out again. Plain text until the renderer has loaded.
 */
export const MarkdownText = memo(function MarkdownText({ markdown, renderer }: MarkdownTextProps) {
  const blocks = useMemo(() => markdownBlocks(markdown), [markdown]);
  // A model's answer keeps its own direction (dir="auto"), whatever the interface language's.
  if (renderer === null)
    return (
      <div className="playground-plain-text" dir="auto">
        {markdown}
      </div>
    );
  return (
    <div className="playground-markdown" dir="auto">
      {blocks.map((block, index) => (
        // Blocks only grow at the end: a block's place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={index} markdown={block} renderer={renderer} />
      ))}
    </div>
  );
});

const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  renderer,
}: {
  markdown: string;
  renderer: MarkdownRenderer;
}) {
  const html = useMemo(() => trustedMarkdownHtml(markdown, renderer), [markdown, renderer]);
  // The only place the playground inserts HTML: what the MarkdownRenderer port made of the Markdown, sanitized.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the MarkdownRenderer port
  return <div className="playground-markdown-block" dangerouslySetInnerHTML={{ __html: html }} />;
});
