import { Button, Callout, Classes, FormGroup, Intent } from "@blueprintjs/core";
import { SendMessage, Wrench } from "@blueprintjs/icons";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ToolCall } from "../../core/chat-completions/chat-message.ts";
import { TextArea } from "../../ui/components/text-area.tsx";
import { prettyArguments } from "./pretty-arguments.ts";

interface ToolCallsProps {
  readonly calls: readonly ToolCall[];
  /** The person may answer the calls now: they end the conversation and came whole. */
  readonly answerable: boolean;
  /** The reply stopped or failed part way: its calls may be cut short. */
  readonly incomplete?: boolean;
  /** Sends a result for every call, by call id; returns whether they were sent. */
  readonly onSend: (results: Readonly<Record<string, string>>) => boolean;
}

/**
 * The functions a reply asked to call, each with its arguments (the model's text, shown as text), and while they
 * can be answered a result box for each and "Send results" (Ctrl+Enter in a box), enabled once every call has one.
 */
export function ToolCalls({ calls, answerable, incomplete = false, onSend }: ToolCallsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [results, setResults] = useState<Readonly<Record<string, string>>>({});
  const complete = calls.every((call) => (results[call.id] ?? "").trim() !== "");
  const send = () => {
    if (complete && onSend(results)) setResults({});
  };
  const sendOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  return (
    <div className="playground-tool-calls">
      {calls.map((call, index) => (
        <fieldset
          key={call.id || index}
          className="playground-tool-call"
          data-testid="tool-call"
          data-tool-name={call.name}
        >
          <legend className="playground-tool-call-name">
            <Wrench size={12} aria-hidden />
            <span className="app-visually-hidden">
              {t("playground.toolCalls.label", { name: call.name })}
            </span>
            <code aria-hidden dir="auto">
              {call.name}
            </code>
          </legend>
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {t("playground.toolCalls.arguments")}
          </div>
          <pre className="playground-tool-arguments" data-testid="tool-call-arguments">
            {prettyArguments(call.arguments)}
          </pre>
          {answerable ? (
            <FormGroup
              label={t("playground.toolCalls.resultLabel", { name: call.name })}
              labelFor={`${id}-${index}`}
              className="playground-tool-result-field"
            >
              <TextArea
                id={`${id}-${index}`}
                data-testid="tool-result-input"
                className="playground-code-editor"
                rows={3}
                fill
                spellCheck={false}
                placeholder={t("playground.toolCalls.resultPlaceholder")}
                value={results[call.id] ?? ""}
                onChange={(event) => setResults({ ...results, [call.id]: event.currentTarget.value })}
                onKeyDown={sendOnShortcut}
              />
            </FormGroup>
          ) : null}
        </fieldset>
      ))}
      {answerable ? (
        <div className="playground-tool-calls-actions">
          <Button
            data-testid="send-tool-results"
            intent={Intent.PRIMARY}
            icon={<SendMessage />}
            text={t("playground.toolCalls.send")}
            disabled={!complete}
            aria-describedby={`${id}-hint`}
            onClick={send}
          />
          <span id={`${id}-hint`} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {t("playground.toolCalls.sendHint")}
          </span>
        </div>
      ) : null}
      {incomplete ? (
        <Callout compact intent={Intent.WARNING}>
          {t("playground.toolCalls.incomplete")}
        </Callout>
      ) : null}
    </div>
  );
}
