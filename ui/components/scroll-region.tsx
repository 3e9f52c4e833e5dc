import type { ReactNode } from "react";
import "./scroll-region.css";

/**
 * A block that scrolls on its own (a wide or long table): named and reachable with Tab, so keyboard users can
 * scroll it with the arrow keys and screen-reader users hear what it holds (WCAG 2.1.1).
 */
export function ScrollRegion({
  className,
  label,
  children,
}: {
  readonly className: string;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <section
      className={`app-scroll-region ${className}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls; keyboard users must reach it to scroll (WCAG 2.1.1)
      tabIndex={0}
    >
      {children}
    </section>
  );
}
