import { Classes } from "@blueprintjs/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { isImageDataUrl } from "../../core/chat-completions/image-attachment.ts";
import type { PlaygroundQuestion } from "../../core/chat-completions/playground-conversation.ts";

/** What the person asked, as they typed it (plain text), with the images they attached. */
export const QuestionCard = memo(function QuestionCard({ question }: { question: PlaygroundQuestion }) {
  const { t } = useTranslation();
  const images = question.images ?? [];
  return (
    <article className="playground-turn playground-question" data-testid="playground-question">
      <header className="playground-turn-header">
        <span className={`playground-turn-author ${Classes.TEXT_MUTED}`}>
          {t("playground.conversation.you")}
        </span>
      </header>
      {images.length > 0 ? (
        <div className="playground-question-images">
          {images.map((image, index) =>
            // Only the person's own image data is ever shown: a stored address could make the page load anything.
            image.dataUrl && isImageDataUrl(image.dataUrl) ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a question's images never change
              <img key={index} src={image.dataUrl} alt={image.name} className="playground-question-image" />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a question's images never change
              <p key={index} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                {t("playground.images.noLongerAttached", { name: image.name })}
              </p>
            ),
          )}
        </div>
      ) : null}
      {question.content ? (
        <div className="playground-plain-text" data-testid="playground-question-text" dir="auto">
          {question.content}
        </div>
      ) : null}
    </article>
  );
});
