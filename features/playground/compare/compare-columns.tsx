import { Callout, Card, Classes, Intent, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { Comparison } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { CompareColumn, CompareColumnStatus } from "./compare.view-model.ts";
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

/** One card per compared model, its answer written as it streams (as text: model output is never markup). */
export function CompareColumns({ columns }: { readonly columns: readonly CompareColumn[] }) {
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
        // A column is the run at that place of this comparison; a new comparison replaces them all.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <CompareColumnCard key={position} column={column} number={position + 1} />
      ))}
    </div>
  );
}

function CompareColumnCard({ column, number }: { readonly column: CompareColumn; readonly number: number }) {
  const { t } = useTranslation();
  const { run, status, answer, failure } = column;
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
      {answer !== "" ? (
        <div className="compare-answer" data-testid="compare-answer">
          {answer}
        </div>
      ) : (
        !failure && <p className={Classes.TEXT_MUTED}>{t("playground.compare.noAnswer")}</p>
      )}
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
