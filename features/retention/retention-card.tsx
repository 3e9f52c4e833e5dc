import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  InputGroup,
  NonIdealState,
  Spinner,
} from "@blueprintjs/core";
import { Error as ErrorIcon, InfoSign, Lock, Refresh } from "@blueprintjs/icons";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldHelp } from "../../ui/components/field-help.tsx";
import { SaveOrDiscard } from "../../ui/components/save-or-discard.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import type { RetentionDraft, RetentionState } from "./retention.state.ts";
import type { RetentionScope, RetentionViewModel } from "./retention.view-model.ts";
import { createRetentionViewModel } from "./retention.view-model-factory.ts";
import {
  retentionExplanation,
  retentionMinimumText,
  retentionProblemText,
} from "./retention-problem-text.ts";

interface RetentionCardProps {
  readonly scope: RetentionScope;
  readonly title: string;
  /** Whose requests the setting governs. */
  readonly description: string;
  /** Why the person may not change it, when they may not. */
  readonly readOnlyReason?: string | null;
  readonly testId: string;
}

/** One retention setting with what it deletes and when, editable by whoever may. */
export function RetentionCard({ scope, title, description, readOnlyReason, testId }: RetentionCardProps) {
  const services = useScreenServices();
  const viewModel = useViewModel(() => createRetentionViewModel(services, scope));
  const state = useObservable(viewModel.state$, viewModel.current());
  const titleId = useId();
  return (
    <Card
      className="app-retention-card"
      data-testid={testId}
      aria-labelledby={titleId}
      aria-busy={state.status === "loading" || state.saving}
    >
      <h2 id={titleId} className={`${Classes.HEADING} app-retention-title`}>
        {title}
      </h2>
      <p className={Classes.TEXT_MUTED}>{description}</p>
      <RetentionContent state={state} viewModel={viewModel} readOnlyReason={readOnlyReason ?? null} />
    </Card>
  );
}

function RetentionContent({
  state,
  viewModel,
  readOnlyReason,
}: {
  readonly state: RetentionState;
  readonly viewModel: RetentionViewModel;
  readonly readOnlyReason: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (state.status === "loading")
    return <NonIdealState icon={<Spinner size={32} />} title={t("common.loading")} />;
  if (state.status === "failed" || !state.saved)
    return (
      <NonIdealState
        icon={<ErrorIcon size={32} />}
        title={t("organization.shared.loadFailed")}
        description={state.failure.map((line) => <p key={line}>{line}</p>)}
        action={
          <Button icon={<Refresh />} onClick={() => void viewModel.retry()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.save();
  };
  return (
    <>
      <p data-testid="retention-explanation">{retentionExplanation(t, i18n.language, state.saved)}</p>
      {state.minimum ? (
        <Callout icon={<InfoSign />} intent="primary" data-testid="retention-minimum">
          {retentionMinimumText(t, i18n.language, state.minimum)}
        </Callout>
      ) : null}
      {state.edit.allowed ? null : (
        <Callout icon={<Lock />} data-testid="retention-read-only">
          {t("retention.readOnly", { reason: readOnlyReason ?? "" })}
        </Callout>
      )}
      <form className="app-retention-form" onSubmit={submit} noValidate>
        <DaysField state={state} viewModel={viewModel} field="bodiesDays" />
        <DaysField state={state} viewModel={viewModel} field="metadataDays" />
        {state.edit.allowed ? (
          <SaveOrDiscard
            className="app-retention-actions"
            saving={state.saving}
            unsaved={state.unsaved}
            onDiscard={() => viewModel.discard()}
          />
        ) : null}
      </form>
    </>
  );
}

function DaysField({
  state,
  viewModel,
  field,
}: {
  readonly state: RetentionState;
  readonly viewModel: RetentionViewModel;
  readonly field: keyof RetentionDraft;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const messages = [
    ...new Set(
      state.problems
        .filter((problem) => problem.field === field)
        .map((problem) => retentionProblemText(t, i18n.language, problem, state.draft.metadataDays)),
    ),
  ];
  return (
    <FormGroup label={t(`retention.fields.${field}`)} labelFor={id}>
      <InputGroup
        id={id}
        name={field}
        inputMode="numeric"
        className="app-retention-days"
        value={state.draft[field]}
        disabled={!state.edit.allowed}
        rightElement={<span className="app-retention-unit">{t("retention.days")}</span>}
        intent={messages.length > 0 ? "danger" : "none"}
        aria-invalid={messages.length > 0}
        aria-describedby={`${id}-help`}
        onValueChange={(value) => viewModel.type(field, value)}
      />
      <FieldHelp id={id} messages={messages} help={t(`retention.help.${field}`)} />
    </FormGroup>
  );
}
