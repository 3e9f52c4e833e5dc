import { Button } from "@blueprintjs/core";
import { Code, SendMessage, Stop } from "@blueprintjs/icons";
import { type KeyboardEvent, memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextArea } from "../../ui/components/text-area.tsx";
import { ImageAttachments } from "./image-attachments.tsx";
import type { AttachedImage } from "./playground.state.ts";

interface ComposerProps {
  readonly streaming: boolean;
  /** While the models load nothing can be sent yet. */
  readonly disabled: boolean;
  /** Sends the prompt and the images attached; returns whether it was sent (the box is then emptied). */
  readonly onSend: (prompt: string) => boolean;
  readonly onStop: () => void;
  readonly onViewCode: (prompt: string) => void;
  /** The prompt box took the focus: a prompt is on its way. */
  readonly onFocus?: () => void;
  readonly attachments: readonly AttachedImage[];
  readonly onAttach: (file: File) => Promise<unknown>;
  readonly onRemoveImage: (id: string) => void;
}

/**
 * The prompt box. Its text is state of its own, kept out of the conversation's rendering: a keystroke renders this
 * box only, however long the conversation or fast the reply streams. Enter sends, Shift+Enter adds a line.
 */
export const Composer = memo(function Composer({
  streaming,
  disabled,
  onSend,
  onStop,
  onViewCode,
  onFocus,
  attachments,
  onAttach,
  onRemoveImage,
}: ComposerProps) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState("");
  const send = () => {
    if (!disabled && onSend(prompt)) setPrompt("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a character uses Enter to confirm it.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      className="playground-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        data-testid="playground-prompt"
        className="playground-prompt"
        dir="auto"
        aria-label={t("playground.composer.label")}
        placeholder={t("playground.composer.placeholder")}
        rows={3}
        fill
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      />
      <div className="playground-composer-actions">
        <ImageAttachments attachments={attachments} onAttach={onAttach} onRemove={onRemoveImage} />
        <Button
          variant="minimal"
          icon={<Code />}
          text={t("playground.viewCode.open")}
          onClick={() => onViewCode(prompt)}
        />
        {streaming ? (
          <Button
            data-testid="playground-stop"
            intent="danger"
            icon={<Stop />}
            text={t("playground.composer.stop")}
            onClick={onStop}
          />
        ) : (
          <Button
            data-testid="playground-send"
            type="submit"
            intent="primary"
            icon={<SendMessage />}
            text={t("playground.composer.send")}
            disabled={disabled}
          />
        )}
      </div>
    </form>
  );
});
