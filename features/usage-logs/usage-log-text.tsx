import type { ReactNode } from "react";

/**
 * Logged text (a prompt, arguments, a schema) as plain text in a block of its own, which scrolls past a height,
 * under a caption saying what it holds when it needs one. It takes the focus so the keyboard can scroll it too.
 */
export function UsageLogText({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <>
      {caption ? <span className="usage-log-caption">{caption}</span> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls must take the focus to scroll from the keyboard */}
      <pre className="usage-log-text" tabIndex={0}>
        {children}
      </pre>
    </>
  );
}
