// biome-ignore-all lint/a11y/useSemanticElements: a virtualized list positions its rows itself, which table elements do not allow; the ARIA grid roles give the same semantics
// biome-ignore-all lint/a11y/useFocusableInteractive: rows take the focus, one at a time (roving tab stop); cells and headers are read through them
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { RowGeometry } from "../../ui/virtual-rows/row-window.ts";
import { useRowWindow } from "../../ui/virtual-rows/use-row-window.ts";
import { USAGE_LOG_COLUMNS } from "./usage-log-columns.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";
import type { Paging } from "./usage-logs.state.ts";
import { UsageLogsListEnd } from "./usage-logs-list-end.tsx";

/** Fixed heights (usage-logs.css agrees): rows are never measured, so scrolling never lays out twice. */
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
/** Overscan: rows rendered beyond each edge of the visible ones, enough for a smooth wheel, few for a light page. */
const GEOMETRY: RowGeometry = { rowHeight: ROW_HEIGHT, headerHeight: HEADER_HEIGHT, overscan: 4 };
/** The list is as tall as its rows, up to what the window leaves below the page's header, filters and totals. */
const MIN_HEIGHT = 320;
const SPACE_ABOVE_AND_BELOW = 420;
const MAX_HEIGHT = `max(${MIN_HEIGHT}px, calc(100vh - ${SPACE_ABOVE_AND_BELOW}px))`;
/** The list's height before it is laid out: its first frame renders the rows that height shows, no more. */
const expectedHeight = () => Math.max(MIN_HEIGHT, window.innerHeight - SPACE_ABOVE_AND_BELOW);
/**
 * How close to the last row listed the rendered rows come before the next page is asked for: two screens' worth,
 * so a steady scroll meets rows already there.
 */
const PREFETCH_ROWS = 40;

export interface UsageLogsGridProps {
  /** The requests listed so far: the first pages of the logs. */
  readonly entries: readonly UsageLogEntry[];
  /** Which list they are: a new number is a new list, shown from its top; the same number with more rows, a page added. */
  readonly listing: number;
  readonly paging: Paging;
  readonly format: UsageLogFormat;
  /** The request open in the drawer, if any. */
  readonly selectedId: string | null;
  readonly busy: boolean;
  readonly onOpen: (id: string) => void;
  /** The rows shown came near the end of those listed (or the person asked again after a failure). */
  readonly onMore: () => void;
}

/**
 * The requests as a virtualized grid: only the rows in view (and a few around them) are in the page, whatever
 * the length of the list. Older pages are asked for as the rows shown come near the last one listed. One row at a
 * time takes the tab stop; the arrow keys, Page Up/Down, Home and End move it, Enter or Space opens the request.
 */
export function UsageLogsGrid({
  entries,
  listing,
  paging,
  format,
  selectedId,
  busy,
  onOpen,
  onMore,
}: UsageLogsGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  /** The row to focus once it is rendered, after a keyboard move. */
  const pendingFocus = useRef<number | null>(null);
  const rowWindow = useRowWindow(scrollRef, entries.length, GEOMETRY, expectedHeight);
  const { start: first, end } = rowWindow;
  const activeIndex = Math.min(active, Math.max(entries.length - 1, 0));
  const tabStop = activeIndex >= first && activeIndex < end ? activeIndex : first;

  // A new list (other filters, a refresh) starts at its newest request; a page added to it moves nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new list, which it does not read
  useEffect(() => {
    rowWindow.scrollToTop();
    setActive(0);
  }, [listing]);

  useEffect(() => {
    const box = scrollRef.current;
    if (paging !== "more" || !box || end + PREFETCH_ROWS < entries.length) return;
    // Just after a new list, `end` is still where the last one was scrolled to, until the scroll back to the top
    // is heard: the box itself tells which rows are in view.
    const lastInView = Math.ceil((box.scrollTop + box.clientHeight - HEADER_HEIGHT) / ROW_HEIGHT);
    if (lastInView + PREFETCH_ROWS >= entries.length) onMore();
  }, [paging, end, entries.length, onMore]);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });

  const moveTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), entries.length - 1);
      if (target < 0) return;
      setActive(target);
      pendingFocus.current = target;
      rowWindow.scrollToIndex(target);
    },
    [entries.length, rowWindow.scrollToIndex],
  );

  const shownRows = [];
  for (let index = first; index < end; index++) {
    const entry = entries[index] as UsageLogEntry;
    shownRows.push(
      <UsageLogRow
        key={index - first}
        entry={entry}
        index={index}
        tabbable={index === tabStop}
        selected={entry.id === selectedId}
        format={format}
      />,
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index === null) return;
    const page = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT) / ROW_HEIGHT) - 1,
    );
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: entries.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const entry = entries[index];
      if (entry) onOpen(entry.id);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    const entry = index === null ? undefined : entries[index];
    if (index === null || !entry) return;
    setActive(index);
    onOpen(entry.id);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index !== null) setActive(index);
  };

  return (
    <>
      <div
        ref={scrollRef}
        className="usage-logs-grid"
        style={{ maxHeight: MAX_HEIGHT }}
        role="grid"
        aria-label={t("usageLogs.list.label")}
        aria-describedby="usage-logs-grid-hint"
        // Unknown (-1) until the last page is listed.
        aria-rowcount={paging === "end" ? entries.length + 1 : -1}
        aria-colcount={USAGE_LOG_COLUMNS.length}
        aria-busy={busy}
        aria-readonly
        data-testid="usage-logs-list"
        data-listed-rows={entries.length}
      >
        <div className="usage-logs-head" role="rowgroup">
          <div className="usage-logs-row usage-logs-header-row" role="row" aria-rowindex={1}>
            {USAGE_LOG_COLUMNS.map((column) => (
              <div
                key={column.id}
                role="columnheader"
                className={column.numeric ? "usage-logs-cell usage-logs-numeric" : "usage-logs-cell"}
              >
                {t(`usageLogs.columns.${column.id}`)}
              </div>
            ))}
          </div>
        </div>
        {/* Sized as all the rows would be, so the scrollbar tells the whole list. */}
        <div className="usage-logs-spacer" role="presentation" style={{ height: rowWindow.totalHeight }}>
          {/*
            The rows rendered sit one under the other in a window moved to the first one's place: scrolling moves the
            window alone. Moving every row instead gives each a style of its own, and Chrome then restyles every
            cell on each frame, the longer the scroll the slower (measured: 3 ms a frame at first, 40 ms after a
            fling through 50,000 rows, against 0.2 ms throughout this way). Events are handled here once for every
            row, so rows stay plain elements.
          */}
          <div
            className="usage-logs-window"
            role="rowgroup"
            style={{ transform: `translateY(${first * ROW_HEIGHT}px)` }}
            onClick={onClick}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          >
            {/* Keyed by their place in the window: scrolling hands each element the request now in its place,
                changing texts instead of creating and styling new elements on every frame. */}
            {shownRows}
          </div>
        </div>
      </div>
      <UsageLogsListEnd paging={paging} onRetry={onMore} />
      <p id="usage-logs-grid-hint" className="app-visually-hidden">
        {t("usageLogs.list.hint")}
      </p>
    </>
  );
}

interface UsageLogRowProps {
  readonly entry: UsageLogEntry;
  readonly index: number;
  readonly tabbable: boolean;
  readonly selected: boolean;
  readonly format: UsageLogFormat;
}

/** One request: plain elements and precomputed texts, re-rendered only when its own props change. */
const UsageLogRow = memo(function UsageLogRow({
  entry,
  index,
  tabbable,
  selected,
  format,
}: UsageLogRowProps) {
  return (
    <div
      className="usage-logs-row usage-logs-entry"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-index={index}
      data-testid="usage-log-row"
      data-request-id={entry.id}
    >
      {USAGE_LOG_COLUMNS.map((column) => {
        const tone = column.tone?.(entry);
        const numeric = column.numeric ? " usage-logs-numeric" : "";
        return (
          <div
            key={column.id}
            role="gridcell"
            className={`usage-logs-cell${numeric}${tone ? ` ${tone}` : ""}`}
            data-testid={column.testId}
          >
            {column.text(entry, format)}
          </div>
        );
      })}
    </div>
  );
});

function rowIndexOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest<HTMLElement>("[data-index]") : null;
  const index = row ? Number(row.dataset.index) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}
