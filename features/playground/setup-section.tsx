import { Button, Collapse, Tag } from "@blueprintjs/core";
import { ChevronDown, ChevronRight } from "@blueprintjs/icons";
import { type ReactNode, useId, useState } from "react";

interface SetupSectionProps {
  readonly title: string;
  /** Shown beside the title, e.g. how many tools are defined. */
  readonly badge?: { readonly value: string; readonly label: string } | null;
  readonly defaultOpen?: boolean;
  readonly testId?: string;
  readonly children: ReactNode;
}

/**
 * A part of the setup the person opens when they need it. Its title is a real button saying whether it is open
 * (Blueprint's collapsible Section names its toggle in English only).
 */
export function SetupSection({ title, badge, defaultOpen = false, testId, children }: SetupSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <section className="playground-setup-section" data-testid={testId}>
      <h2 className="playground-setup-section-title">
        <Button
          variant="minimal"
          fill
          alignText="start"
          aria-expanded={open}
          aria-controls={contentId}
          icon={open ? <ChevronDown /> : <ChevronRight />}
          endIcon={
            badge ? (
              <Tag minimal round>
                <span aria-hidden>{badge.value}</span>
                <span className="app-visually-hidden">{badge.label}</span>
              </Tag>
            ) : undefined
          }
          text={title}
          onClick={() => setOpen(!open)}
        />
      </h2>
      {/* Unmounted when closed: a closed Collapse keeps its children focusable, out of sight. */}
      <Collapse isOpen={open}>
        <div id={contentId} className="playground-setup-section-body">
          {children}
        </div>
      </Collapse>
    </section>
  );
}
