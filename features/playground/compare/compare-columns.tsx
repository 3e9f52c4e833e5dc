import { Callout, Card, Classes, Intent, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { Comparison } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { SchemaCheck } from "../schema-check.tsx";
import { ToolCalls } from "../tool-calls.tsx";
import type { CompareColumn, CompareColumnStatus } from "./compare.view-model.ts";
import { answerableCalls } from "./compare-column.ts";
import { CompareHistory } from "./compare-history.tsx";
import { servedByLines } from "./served-by-lines.ts";

/** Pixels: a spinner that fits inside a tag. */
const TAG_SPINNER_SIZE = 12;

const STATUS_INTENT: Readonly<Record<CompareColumnStatus, Intent>> = {
  waiting: Intent.NONE,
  streaming: Intent.PRIMARY,
  done: Intent.SUCCESS,
  stopped: Intent.WARNING,
  failed: Intent.DANGER,
};

interface CompareColumnsProps {
  readonly columns: readonly CompareColumn[];
  /** Answers the tool calls of one column's answer; returns whether they were sent. */
  readonly onAnswer: (position: number, results: Readonly<Record<string, string>>) => boolean;
}

/**
 * One card per compared model, its answer written as it streams (as text: model output is never markup), the
 * functions it asked to call with a result box for each, and whether it follows the schema asked for.
 */
export function CompareColumns({ columns, onAnswer }: CompareColumnsProps) {
  const { t } = useTranslation();
  if (columns.length === 0) {
    return (
      <NonIdealState
        className="compare-empty"
        icon={<Comparison size={48} />}
        title={t("playground.compare.empty.title")}
        description={t("playground.compare.empty.description")}
      />
    );
  }
  return (
    <div className="compare-columns">
      {columns.map((column, position) => (
        <CompareColumnCard
          // A column is the run at that place of this comparison; a new comparison replaces them all.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={position}
          column={column}
          number={position + 1}
          onAnswer={(results) => onAnswer(position, results)}
        />
      ))}
    </div>
  );
}

interface CompareColumnCardProps {
  readonly column: CompareColumn;
  readonly number: number;
  readonly onAnswer: (results: Readonly<Record<string, string>>) => boolean;
}

function CompareColumnCard({ column, number, onAnswer }: CompareColumnCardProps) {
  const { t } = useTranslation();
  const { run, status, answer, failure, toolCalls, check } = column;
  const underWay = status === "waiting" || status === "streaming";
  return (
    <Card
      className="compare-column"
      data-testid="compare-column"
      data-model={run.model}
      data-status={status}
      aria-busy={underWay}
    >
      <header className="compare-column-header">
        <h3 className={`${Classes.HEADING} compare-column-title`}>
          {t("playground.compare.columnTitle", { number, model: run.model })}
        </h3>
        <Tag
          minimal
          data-testid="compare-status"
          intent={STATUS_INTENT[status]}
          icon={underWay ? <Spinner size={TAG_SPINNER_SIZE} /> : undefined}
        >
          {t(`playground.compare.status.${status}`)}
        </Tag>
      </header>
      <ServedBy column={column} />
      {failure ? (
        <Callout intent={Intent.DANGER} data-testid="compare-failure">
          {failure.length > 0 ? failure.join("\n") : t("playground.compare.failed")}
        </Callout>
      ) : null}
      <CompareHistory messages={column.messages} />
      {answer !== "" ? (
        <div className="compare-answer" data-testid="compare-answer">
          {answer}
        </div>
      ) : (
        !failure &&
        toolCalls.length === 0 && <p className={Classes.TEXT_MUTED}>{t("playground.compare.noAnswer")}</p>
      )}
      {toolCalls.length > 0 ? (
        <ToolCalls
          // A new answer of the column starts with empty result boxes.
          key={run.startedAt}
          calls={toolCalls}
          answerable={answerableCalls(column).length > 0}
          incomplete={status === "stopped" || status === "failed"}
          onSend={onAnswer}
        />
      ) : null}
      {check ? <SchemaCheck check={check} /> : null}
    </Card>
  );
}

/** Which model served the request and why, when that is worth saying. */
function ServedBy({ column }: { readonly column: CompareColumn }) {
  const { t } = useTranslation();
  const lines = servedByLines(t, column.run);
  if (!lines) return null;
  return (
    <div className="compare-served-by" data-testid="compare-served-by">
      <div>{lines.servedBy}</div>
      {lines.reason && <div className={Classes.TEXT_MUTED}>{lines.reason}</div>}
    </div>
  );
}
