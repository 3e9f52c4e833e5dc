import { Classes, FormGroup, InputGroup, Intent, Switch } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextArea } from "../../ui/components/text-area.tsx";
import type { StructuredOutputSetup } from "./playground.state.ts";
import type { PlaygroundViewModel } from "./playground.view-model.ts";

interface StructuredOutputPanelProps {
  readonly structuredOutput: StructuredOutputSetup;
  readonly viewModel: Pick<
    PlaygroundViewModel,
    "switchStructuredOutput" | "editResponseSchemaName" | "editResponseSchema"
  >;
}

/**
 * The switch asking for answers in JSON, always at hand, and once it is on the schema's name and the schema itself,
 * with what is wrong with them.
 */
export function StructuredOutputPanel({ structuredOutput, viewModel }: StructuredOutputPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { enabled, name, schema, problem } = structuredOutput;
  const nameProblem = problem === "nameInvalid";
  return (
    <section
      className="playground-setup-section playground-structured-output"
      data-testid="structured-output-panel"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="playground-settings-title">
        {t("playground.structuredOutput.title")}
      </h2>
      <Switch
        data-testid="structured-output-switch"
        label={t("playground.structuredOutput.switch")}
        checked={enabled}
        onChange={(event) => viewModel.switchStructuredOutput(event.currentTarget.checked)}
      />
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("playground.structuredOutput.hint")}</p>
      {enabled ? (
        <>
          <FormGroup label={t("playground.structuredOutput.nameLabel")} labelFor={`${id}-name`}>
            <InputGroup
              id={`${id}-name`}
              value={name}
              spellCheck={false}
              intent={nameProblem ? Intent.DANGER : undefined}
              aria-invalid={nameProblem}
              aria-describedby={`${id}-message`}
              onChange={(event) => viewModel.editResponseSchemaName(event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup label={t("playground.structuredOutput.schemaLabel")} labelFor={`${id}-schema`}>
            <TextArea
              id={`${id}-schema`}
              data-testid="response-schema-editor"
              className="playground-code-editor"
              rows={10}
              fill
              spellCheck={false}
              autoComplete="off"
              value={schema}
              intent={problem && !nameProblem ? Intent.DANGER : undefined}
              aria-invalid={problem !== null && !nameProblem}
              aria-describedby={`${id}-message`}
              onChange={(event) => viewModel.editResponseSchema(event.currentTarget.value)}
            />
          </FormGroup>
          <p
            id={`${id}-message`}
            className={`${Classes.TEXT_SMALL} ${problem ? "playground-problem-text" : Classes.TEXT_MUTED}`}
          >
            {problem
              ? t(`playground.structuredOutput.problems.${problem}`)
              : t("playground.structuredOutput.valid")}
          </p>
        </>
      ) : null}
    </section>
  );
}
