import { Classes, H5, HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ApiOperation, ApiResponse } from "../../core/api-document/api-operation.ts";
import { DescribedText } from "./described-text.tsx";
import { SchemaFieldsTable } from "./schema-fields-table.tsx";

/** An operation's parameters, request body (fields and example) and answers, as the document describes them. */
export function OperationDetails({ operation }: { readonly operation: ApiOperation }) {
  const { t } = useTranslation();
  const body = operation.requestBody;
  return (
    <>
      {operation.description ? (
        <p className="api-operation-description">
          <DescribedText text={operation.description} />
        </p>
      ) : null}
      {operation.parameters.length > 0 ? (
        <section>
          <H5>{t("apiDocument.parameters")}</H5>
          <HTMLTable compact striped className="api-fields-table">
            <thead>
              <tr>
                <th scope="col">{t("apiDocument.fields.name")}</th>
                <th scope="col">{t("apiDocument.fields.in")}</th>
                <th scope="col">{t("apiDocument.fields.type")}</th>
                <th scope="col">{t("apiDocument.fields.description")}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required ? (
                      <span className="api-required"> {t("apiDocument.fields.required")}</span>
                    ) : null}
                  </td>
                  <td className={Classes.TEXT_MUTED}>{parameter.in}</td>
                  <td className={Classes.TEXT_MUTED}>{typeOf(parameter.schema?.type)}</td>
                  <td>
                    <DescribedText text={parameter.description ?? ""} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      ) : null}
      {body ? (
        <section>
          <H5>
            {t("apiDocument.requestBody")}{" "}
            <Tag minimal className="api-content-type">
              {body.contentType}
            </Tag>
          </H5>
          {body.fields.length > 0 ? <SchemaFieldsTable fields={body.fields} /> : null}
          <p className={`${Classes.TEXT_MUTED} api-example-title`}>{t("apiDocument.example")}</p>
          <pre className="api-json" data-testid="api-request-example">
            {JSON.stringify(body.example, null, 2)}
          </pre>
        </section>
      ) : null}
      {operation.responses.length > 0 ? (
        <section>
          <H5>{t("apiDocument.responses")}</H5>
          <ul className="api-responses">
            {operation.responses.map((response) => (
              <OperationResponse key={response.status} response={response} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function OperationResponse({ response }: { readonly response: ApiResponse }) {
  const { t } = useTranslation();
  const success = response.status.startsWith("2");
  return (
    <li>
      <Tag minimal intent={success ? "success" : response.status.startsWith("4") ? "warning" : "danger"}>
        {response.status}
      </Tag>{" "}
      <DescribedText text={response.description ?? ""} />
      {response.payload && response.payload.example !== null && response.payload.example !== undefined ? (
        <details className="api-response-example" open={success}>
          <summary>{t("apiDocument.example")}</summary>
          <pre className="api-json">
            {typeof response.payload.example === "string"
              ? response.payload.example
              : JSON.stringify(response.payload.example, null, 2)}
          </pre>
        </details>
      ) : null}
    </li>
  );
}

function typeOf(type: string | readonly string[] | undefined): string {
  if (type === undefined) return "";
  return typeof type === "string" ? type : type.join(" | ");
}
