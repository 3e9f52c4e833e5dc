import "./webhook.css";
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
import { Error as ErrorIcon, Key, Refresh, SendMessage, Trash, WarningSign } from "@blueprintjs/icons";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { WEBHOOK_URL_TOO_LONG } from "../../../core/budget-alerts/webhook-url-rule.ts";
import { CopyTextButton } from "../../../ui/components/copy-text-button.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import type { WebhookState } from "./webhook.state.ts";
import type { WebhookViewModel } from "./webhook.view-model.ts";
import { createWebhookViewModel } from "./webhook.view-model-factory.ts";
import { WebhookDeliveriesTable } from "./webhook-deliveries-table.tsx";

const KEYS = "organization.webhook";

/**
 * The organization's webhook, for its owner and super admins: where budget alerts are sent, signed with a secret
 * shown once; a test delivery; removal after a confirmation; and the log of deliveries with their retries.
 */
export function WebhookCard({ organizationId }: { readonly organizationId: string }) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createWebhookViewModel(services, organizationId));
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <Card
      className="organization-overview-card app-webhook-card"
      data-testid="organization-webhook"
      aria-labelledby="organization-webhook-title"
      aria-busy={state.status === "loading" || state.call !== null}
    >
      <h2 id="organization-webhook-title" className={`${Classes.HEADING} organization-overview-card-title`}>
        {t(`${KEYS}.title`)}
      </h2>
      <p className={Classes.TEXT_MUTED}>{t(`${KEYS}.intro`)}</p>
      <WebhookContent state={state} viewModel={viewModel} />
      <RemovalAlert
        question={
          state.confirmingRemoval ? t(`${KEYS}.removeQuestion`, { url: state.webhook?.url ?? "" }) : null
        }
        confirmText={t(`${KEYS}.remove`)}
        removing={state.call === "removing"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
    </Card>
  );
}

function WebhookContent({
  state,
  viewModel,
}: {
  readonly state: WebhookState;
  readonly viewModel: WebhookViewModel;
}) {
  const { t } = useTranslation();
  if (state.status === "loading")
    return <NonIdealState icon={<Spinner size={32} />} title={t("common.loading")} />;
  if (state.status === "failed")
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
  const { webhook } = state;
  return (
    <>
      {state.revealedSecret ? (
        <RevealedSecret secret={state.revealedSecret} onDismiss={() => viewModel.dismissSecret()} />
      ) : null}
      {webhook ? (
        <dl className="app-webhook-facts">
          <div>
            <dt>{t(`${KEYS}.url`)}</dt>
            <dd data-testid="webhook-url">{webhook.url}</dd>
          </div>
          <div>
            <dt>{t(`${KEYS}.secret`)}</dt>
            <dd data-testid="webhook-secret-hint">{t(`${KEYS}.secretHint`, { hint: webhook.secretHint })}</dd>
          </div>
        </dl>
      ) : (
        <p data-testid="webhook-none">{t(`${KEYS}.none`)}</p>
      )}
      <UrlForm state={state} viewModel={viewModel} />
      {webhook ? (
        <div className="app-webhook-actions">
          <Button
            icon={<SendMessage />}
            loading={state.call === "testing"}
            disabled={state.call !== null}
            onClick={() => void viewModel.sendTest()}
          >
            {t(`${KEYS}.sendTest`)}
          </Button>
          <Button
            icon={<Trash />}
            intent="danger"
            variant="outlined"
            disabled={state.call !== null}
            onClick={() => viewModel.askToRemove()}
          >
            {t(`${KEYS}.remove`)}
          </Button>
        </div>
      ) : null}
      <WebhookDeliveriesTable state={state} onRefresh={() => void viewModel.refreshDeliveries()} />
    </>
  );
}

function UrlForm({
  state,
  viewModel,
}: {
  readonly state: WebhookState;
  readonly viewModel: WebhookViewModel;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.save();
  };
  const problem =
    state.urlProblem === null
      ? null
      : state.urlProblem === WEBHOOK_URL_TOO_LONG
        ? t(`${KEYS}.urlTooLong`)
        : t(`${KEYS}.urlInvalid`);
  return (
    <form className="app-webhook-form" onSubmit={submit} noValidate>
      <FormGroup label={state.webhook ? t(`${KEYS}.replaceUrl`) : t(`${KEYS}.setUrl`)} labelFor={id}>
        <div className="app-webhook-form-row">
          <InputGroup
            id={id}
            type="url"
            placeholder="https://hooks.example.com/gateway"
            value={state.urlDraft}
            intent={problem ? "danger" : "none"}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-help`}
            onValueChange={(value) => viewModel.typeUrl(value)}
          />
          <Button
            type="submit"
            intent="primary"
            loading={state.call === "saving"}
            disabled={state.call !== null || state.urlDraft.trim() === ""}
          >
            {t(`${KEYS}.save`)}
          </Button>
        </div>
        <div id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} app-labelled-field-help`}>
          {problem ? (
            <div className="app-labelled-field-errors" role="alert">
              <span data-testid="field-error">{problem}</span>
            </div>
          ) : (
            t(`${KEYS}.urlHelp`)
          )}
        </div>
      </FormGroup>
    </form>
  );
}

function RevealedSecret({ secret, onDismiss }: { readonly secret: string; readonly onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout intent="success" icon={<Key />} title={t(`${KEYS}.secretTitle`)} className="app-webhook-secret">
      <div className="app-webhook-secret-value">
        <code data-testid="webhook-secret">{secret}</code>
        <CopyTextButton intent="primary" textToCopy={secret} text={t(`${KEYS}.copySecret`)} />
      </div>
      <p className="app-webhook-secret-warning">
        <WarningSign />
        <span>{t("apiKeys.revealedWarning")}</span>
      </p>
      <Button variant="outlined" onClick={onDismiss}>
        {t("apiKeys.hideKey")}
      </Button>
    </Callout>
  );
}
