import { Intent, Tag } from "@blueprintjs/core";
import { TickCircle, WarningSign } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { StructuredAnswerCheck } from "../../core/structured-output/structured-answer-check.ts";

const INTENT: Readonly<Record<StructuredAnswerCheck["kind"], Intent>> = {
  valid: Intent.SUCCESS,
  notJson: Intent.DANGER,
  invalid: Intent.WARNING,
};

/** Whether an answer asked to follow a schema does, and where it does not. */
export function SchemaCheck({ check }: { check: StructuredAnswerCheck }) {
  const { t } = useTranslation();
  return (
    <div className="playground-schema-check" data-testid="schema-check" data-result={check.kind}>
      <Tag
        minimal
        intent={INTENT[check.kind]}
        icon={check.kind === "valid" ? <TickCircle aria-hidden /> : <WarningSign aria-hidden />}
      >
        {t(`playground.structuredOutput.check.${check.kind}`)}
      </Tag>
      {check.kind === "invalid" ? (
        <ul
          className="playground-schema-problems"
          aria-label={t("playground.structuredOutput.check.problemsLabel")}
        >
          {check.problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the problems of one check never change
            <li key={index}>
              <code>{problem.path}</code>{" "}
              {t(`playground.structuredOutput.rules.${problem.rule}`, { expected: problem.expected })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
