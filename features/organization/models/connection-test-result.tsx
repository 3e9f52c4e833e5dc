import { Callout, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CustomModelConnectionTest } from "../../../core/organization/custom-model-connection.dto.ts";
import { type ConnectionCheck, namedModels } from "./connection-check.ts";

/**
 * What a connection test found, read out when it arrives: whether the server answered, its status, its words (or
 * the gateway's reason for not calling it) and whether the model is among those it lists. Everything the server
 * sent is shown as text.
 */
export function ConnectionTestResult({
  check,
  name,
}: {
  readonly check: ConnectionCheck | null | undefined;
  /** The model looked for among those the server lists. */
  readonly name: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="app-org-connection-test"
      data-testid="org-connection-test"
    >
      {check?.status === "testing" ? (
        <span className="app-org-connection-testing">
          <Spinner size={16} aria-hidden /> {t("organization.models.connection.testing")}
        </span>
      ) : null}
      {check?.status === "tested" ? <TestedConnection result={check.result} name={name} /> : null}
    </div>
  );
}

function TestedConnection({
  result,
  name,
}: {
  readonly result: CustomModelConnectionTest;
  readonly name: string;
}) {
  const { t } = useTranslation();
  const { reachable, status, message, models, modelListed } = result;
  const outcome = reachable
    ? t("organization.models.connection.reachable", { status })
    : status === null
      ? t("organization.models.connection.unreachable")
      : t("organization.models.connection.unreachableStatus", { status });
  return (
    <Callout
      compact
      intent={reachable ? "success" : "warning"}
      title={t("organization.models.connection.title")}
      data-reachable={reachable}
    >
      <p data-testid="org-connection-outcome">{outcome}</p>
      {message ? <p data-testid="org-connection-message">{message}</p> : null}
      {modelListed === null ? null : (
        <p data-testid="org-connection-listed" data-listed={modelListed}>
          {t(`organization.models.connection.${modelListed ? "listed" : "notListed"}`, { name })}
        </p>
      )}
      {models.length > 0 ? (
        <p data-testid="org-connection-models">
          {t("organization.models.connection.models", { models: namedModels(models) })}
        </p>
      ) : null}
    </Callout>
  );
}
