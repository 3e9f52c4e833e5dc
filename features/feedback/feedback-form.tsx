import { Button, Classes, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { SendMessage } from "@blueprintjs/icons";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FEEDBACK_MESSAGE_MAX_LENGTH } from "../../core/feedback/feedback.dto.ts";
import { FEEDBACK_TOPICS, type FeedbackTopic } from "../../core/feedback/feedback-topics.ts";
import { errorsOf as fieldErrorsOf } from "../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../ui/components/labelled-field.tsx";
import { TextArea } from "../../ui/components/text-area.tsx";
import type { FeedbackState, FeedbackField as Field } from "./feedback.state.ts";
import type { FeedbackViewModel } from "./feedback.view-model.ts";
import { feedbackFieldErrorText } from "./feedback-field-error-text.ts";

interface FeedbackFormProps {
  readonly viewModel: FeedbackViewModel;
  readonly state: FeedbackState;
}

/** Topic, message (with a counter) and reply email; Ctrl+Enter in the message sends it too. */
export function FeedbackForm({ viewModel, state }: FeedbackFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const errorsOf = (field: Field) => fieldErrorsOf(state.fieldErrors, field);
  const invalid = (field: Field) => ({
    "aria-invalid": errorsOf(field).length > 0,
    "aria-describedby": `${id}-${field}-help`,
  });
  const send = async () => {
    if (await viewModel.submit()) return;
    // The first field the person has to fix gets the focus, its rules read out with it.
    const [first] = viewModel.current().fieldErrors;
    if (first) fields.current[first.property as Field]?.focus();
  };
  const length = state.draft.message.length;

  return (
    <form
      className="feedback-form"
      noValidate
      aria-label={t("feedback.title")}
      aria-busy={state.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <LabelledField
        errorText={feedbackFieldErrorText}
        id={`${id}-topic`}
        label={t("feedback.topic")}
        errors={errorsOf("topic")}
      >
        <HTMLSelect
          id={`${id}-topic`}
          name="topic"
          fill
          value={state.draft.topic}
          disabled={state.sending}
          ref={(element) => {
            fields.current.topic = element;
          }}
          onChange={(event) => viewModel.change("topic", event.currentTarget.value as FeedbackTopic | "")}
          options={[
            { value: "", label: t("feedback.chooseTopic"), disabled: true },
            ...FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: t(`feedback.topics.${topic}`) })),
          ]}
          {...invalid("topic")}
        />
      </LabelledField>
      <LabelledField
        errorText={feedbackFieldErrorText}
        id={`${id}-message`}
        label={t("feedback.message")}
        errors={errorsOf("message")}
        helper={
          <span
            className={`feedback-counter${length > FEEDBACK_MESSAGE_MAX_LENGTH ? ` ${Classes.INTENT_DANGER}` : ""}`}
            data-testid="feedback-counter"
          >
            {t("feedback.counter", { count: length, max: FEEDBACK_MESSAGE_MAX_LENGTH })}
          </span>
        }
      >
        <TextArea
          id={`${id}-message`}
          name="message"
          className="feedback-message"
          intent={errorsOf("message").length > 0 ? "danger" : "none"}
          fill
          rows={8}
          value={state.draft.message}
          placeholder={t("feedback.messagePlaceholder")}
          disabled={state.sending}
          inputRef={(element) => {
            fields.current.message = element;
          }}
          onChange={(event) => viewModel.change("message", event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send();
            }
          }}
          {...invalid("message")}
        />
      </LabelledField>
      <LabelledField
        errorText={feedbackFieldErrorText}
        id={`${id}-email`}
        label={t("feedback.email")}
        errors={errorsOf("email")}
        helper={<span className={Classes.TEXT_MUTED}>{t("feedback.emailHelp")}</span>}
      >
        <InputGroup
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          intent={errorsOf("email").length > 0 ? "danger" : "none"}
          value={state.draft.email}
          disabled={state.sending}
          inputRef={(element) => {
            fields.current.email = element;
          }}
          onValueChange={(value) => viewModel.change("email", value)}
          {...invalid("email")}
        />
      </LabelledField>
      <div className="feedback-actions">
        <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("feedback.sendHint")}</span>
        <Button type="submit" intent="primary" icon={<SendMessage />} loading={state.sending}>
          {t("feedback.send")}
        </Button>
      </div>
    </form>
  );
}
