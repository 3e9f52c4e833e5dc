import { Classes, InputGroup } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DocsState } from "./docs.state.ts";
import type { DocsViewModel } from "./docs.view-model.ts";
import { HighlightedText } from "./highlighted-text.tsx";

interface DocsSearchProps {
  readonly viewModel: DocsViewModel;
  readonly state: Pick<DocsState, "query" | "hits" | "activeHit">;
}

/** Whether a key press belongs to a field the person is typing in (where "/" is just a character). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/** The element id of a hit in the list, which the search box names as its active descendant. */
function hitId(listId: string, index: number): string {
  return `${listId}-hit-${index}`;
}

/**
 * Search across every page, as a combobox: "/" anywhere on the page jumps here, the arrow keys choose a hit, Enter
 * opens it at its heading, Escape clears the search.
 */
export function DocsSearch({ viewModel, state }: DocsSearchProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const open = state.query.trim() !== "";

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // The chosen hit stays in view as the arrow keys move through a list taller than its box.
  useEffect(() => {
    if (state.activeHit >= 0)
      document.getElementById(hitId(listId, state.activeHit))?.scrollIntoView({ block: "nearest" });
  }, [listId, state.activeHit]);

  return (
    <search className="docs-search">
      <InputGroup
        inputRef={input}
        type="search"
        leftIcon={<Search />}
        placeholder={t("docs.searchPlaceholder")}
        value={state.query}
        onValueChange={(query) => viewModel.search(query)}
        role="combobox"
        aria-label={t("docs.search")}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={state.activeHit >= 0 ? hitId(listId, state.activeHit) : undefined}
        onKeyDown={(event) => {
          const actions: Record<string, () => void> = {
            ArrowDown: () => viewModel.moveActiveHit(1),
            ArrowUp: () => viewModel.moveActiveHit(-1),
            Enter: () => viewModel.openHit(),
            Escape: () => viewModel.clearSearch(),
          };
          const action = actions[event.key];
          if (!action || !open) return;
          event.preventDefault();
          action();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("docs.results")}
        className="docs-search-hits"
        hidden={!open}
      >
        {state.hits.map((hit, index) => (
          // Options are chosen with the combobox's arrow keys, as ARIA's combobox pattern has it.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input above handles the keyboard
          <div
            key={`${hit.page}#${hit.headingSlug}`}
            id={hitId(listId, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === state.activeHit}
            className={`docs-search-hit${index === state.activeHit ? " docs-search-hit-active" : ""}`}
            data-testid="docs-search-hit"
            // Keeps the focus in the search box, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => viewModel.openHit(index)}
          >
            <span className="docs-search-hit-title">
              <span className={Classes.TEXT_MUTED}>{hit.pageTitle}</span>
              {hit.heading !== hit.pageTitle ? (
                <>
                  {" › "}
                  <HighlightedText text={hit.heading} ranges={hit.headingMatches} />
                </>
              ) : null}
            </span>
            <span className={`${Classes.TEXT_SMALL} docs-search-hit-snippet`}>
              <HighlightedText text={hit.snippet} ranges={hit.snippetMatches} />
            </span>
          </div>
        ))}
      </div>
      {open && state.hits.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} docs-search-empty`} role="status">
          {t("docs.noResults", { query: state.query.trim() })}
        </p>
      ) : null}
    </search>
  );
}
