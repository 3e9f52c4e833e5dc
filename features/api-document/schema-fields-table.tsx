import { Classes, HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { SchemaField } from "../../core/api-document/json-schema-reading.ts";

/** A body's or answer's fields: name, type, whether required, and the rules and words the document gives. */
export function SchemaFieldsTable({ fields }: { readonly fields: readonly SchemaField[] }) {
  const { t } = useTranslation();
  const rulesOf = useRulesText();
  return (
    <HTMLTable compact striped className="api-fields-table">
      <thead>
        <tr>
          <th scope="col">{t("apiDocument.fields.name")}</th>
          <th scope="col">{t("apiDocument.fields.type")}</th>
          <th scope="col">{t("apiDocument.fields.description")}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
              {field.required ? (
                <span className="api-required"> {t("apiDocument.fields.required")}</span>
              ) : null}
            </td>
            <td className={Classes.TEXT_MUTED}>
              {field.nullable ? t("apiDocument.fields.nullable", { type: field.type }) : field.type}
            </td>
            <td>
              {field.description ? <span>{field.description} </span> : null}
              <span className={Classes.TEXT_MUTED}>{rulesOf(field)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The rules the document sets on a field ("one of a, b · at least 1"), in the person's language. */
function useRulesText(): (field: SchemaField) => string {
  const { t } = useTranslation();
  return (field) =>
    [
      field.allowed.length > 0 ? t("apiDocument.fields.oneOf", { values: field.allowed.join(", ") }) : null,
      field.minimum !== null ? t("apiDocument.fields.minimum", { value: field.minimum }) : null,
      field.maximum !== null ? t("apiDocument.fields.maximum", { value: field.maximum }) : null,
      field.minLength !== null ? t("apiDocument.fields.minLength", { value: field.minLength }) : null,
      field.maxLength !== null ? t("apiDocument.fields.maxLength", { value: field.maxLength }) : null,
    ]
      .filter(Boolean)
      .join(" · ");
}
