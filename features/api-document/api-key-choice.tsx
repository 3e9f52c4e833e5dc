import { Classes, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { API_KEY_VARIABLE } from "../../core/code-snippets/code-snippets.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import type { ApiKeyChoices } from "./api-document.state.ts";

const SELECT_ID = "api-document-key";
const FROM_ENVIRONMENT = "";

interface ApiKeyChoiceProps {
  readonly keys: ApiKeyChoices;
  readonly chosen: string | null;
  readonly onChoose: (id: string | null) => void;
}

/**
 * Which key the examples carry: the environment variable by default, or a key the person made or rotated in this
 * tab (masked here; its secret inserted into the examples, which the page says). Other keys' secrets were shown
 * once and cannot be offered.
 */
export function ApiKeyChoice({ keys, chosen, onChoose }: ApiKeyChoiceProps) {
  const { t } = useTranslation();
  if (keys.status === "signedOut") {
    return (
      <p className={`${Classes.TEXT_MUTED} api-key-choice-note`}>
        {t("apiDocument.keys.signedOut", { variable: API_KEY_VARIABLE })}{" "}
        <Link to={pathOf(RouteName.AUTH_PAGE)}>{t("apiDocument.keys.signIn")}</Link>
      </p>
    );
  }
  if (keys.status === "loading") return <Spinner size={16} className="api-key-choice-spinner" />;
  if (keys.status === "failed") {
    return <p className={`${Classes.TEXT_MUTED} api-key-choice-note`}>{t("apiDocument.keys.failed")}</p>;
  }
  if (keys.keys.length === 0) {
    return (
      <p className={`${Classes.TEXT_MUTED} api-key-choice-note`}>
        {t(keys.othersHidden ? "apiDocument.keys.notShown" : "apiDocument.keys.none", {
          variable: API_KEY_VARIABLE,
        })}{" "}
        <Link to={pathOf(RouteName.API_KEY)}>{t("apiDocument.keys.create")}</Link>
      </p>
    );
  }
  return (
    <FormGroup
      label={t("apiDocument.keys.label")}
      labelFor={SELECT_ID}
      helperText={chosen ? t("apiDocument.keys.insertedHelp") : t("apiDocument.keys.variableHelp")}
      intent={chosen ? "warning" : "none"}
      className="api-key-choice"
    >
      <HTMLSelect
        id={SELECT_ID}
        value={chosen ?? FROM_ENVIRONMENT}
        onChange={(event) =>
          onChoose(event.currentTarget.value === FROM_ENVIRONMENT ? null : event.currentTarget.value)
        }
        options={[
          { value: FROM_ENVIRONMENT, label: t("apiDocument.keys.variable", { variable: API_KEY_VARIABLE }) },
          ...keys.keys.map((key) => ({
            value: key.id,
            label: t("apiDocument.keys.key", { key: key.masked, date: key.date }),
          })),
        ]}
      />
    </FormGroup>
  );
}
