// biome-ignore-all lint/a11y/useSemanticElements: a virtualized list positions its rows itself, which table elements do not allow; the ARIA grid roles give the same semantics
// biome-ignore-all lint/a11y/useFocusableInteractive: rows take the focus, one at a time (roving tab stop); cells and headers are read through them
import { useVirtualizer } from "@tanstack/react-virtual";
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
import { USAGE_LOG_COLUMNS } from "./usage-log-columns.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";

/** Fixed heights (usage-logs.css agrees): rows are never measured, so scrolling never lays out twice. */
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
/** Rows rendered beyond each edge of the visible ones: enough for a smooth wheel, few enough for a light page. */
const OVERSCAN = 4;
const rowHeight = () => ROW_HEIGHT;

export interface UsageLogsGridProps {
  readonly entries: readonly UsageLogEntry[];
  readonly format: UsageLogFormat;
  /** The request open in the drawer, if any. */
  readonly selectedId: string | null;
  readonly busy: boolean;
  readonly onOpen: (id: string) => void;
}

/**
 * The requests as a virtualized grid: only the rows in view (and a few around them) are in the page, whatever
 * the length of the list. One row at a time takes the tab stop; the arrow keys, Page Up/Down, Home and End move
 * it, Enter or Space opens the request.
 */
export function UsageLogsGrid({ entries, format, selectedId, busy, onOpen }: UsageLogsGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  /** The row to focus once it is rendered, after a keyboard move. */
  const pendingFocus = useRef<number | null>(null);
  // Sizes are fixed, so the rows are measured by index (the default key): every option that the measurements
  // depend on stays the same from one render to the next, and 50,000 rows are laid out once, not on each scroll.
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // React 19 warns about flushSync from a scroll handler; a frame's delay is not visible.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const activeIndex = Math.min(active, Math.max(entries.length - 1, 0));
  const tabStop = rows.some((row) => row.index === activeIndex) ? activeIndex : (rows[0]?.index ?? 0);

  // A new list (other filters, a refresh) starts at its newest request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new list, which it does not read
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setActive(0);
  }, [entries]);

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
      virtualizer.scrollToIndex(target, { align: "auto" });
    },
    [entries.length, virtualizer],
  );

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
        role="grid"
        aria-label={t("usageLogs.list.label")}
        aria-describedby="usage-logs-grid-hint"
        aria-rowcount={entries.length + 1}
        aria-colcount={USAGE_LOG_COLUMNS.length}
        aria-busy={busy}
        aria-readonly
        data-testid="usage-logs-list"
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
        <div
          className="usage-logs-spacer"
          role="presentation"
          style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}
        >
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
            style={{ transform: `translateY(${(rows[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT}px)` }}
            onClick={onClick}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          >
            {/* Keyed by their place in the window: scrolling hands each element the request now in its place,
                changing texts instead of creating and styling new elements on every frame. */}
            {rows.map((row) => {
              const entry = entries[row.index];
              return entry ? (
                <UsageLogRow
                  key={row.index - first}
                  entry={entry}
                  index={row.index}
                  tabbable={row.index === tabStop}
                  selected={entry.id === selectedId}
                  format={format}
                />
              ) : null;
            })}
          </div>
        </div>
      </div>
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
