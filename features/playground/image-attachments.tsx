import { Button, Classes } from "@blueprintjs/core";
import { Cross, Paperclip } from "@blueprintjs/icons";
import { memo, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  IMAGE_ATTACHMENT_LIMIT_BYTES,
  IMAGE_ATTACHMENT_TYPES,
  IMAGE_ATTACHMENTS_PER_MESSAGE,
  isImageDataUrl,
} from "../../core/chat-completions/image-attachment.ts";
import { imageSize } from "./image-size.ts";
import type { AttachedImage } from "./playground.state.ts";

interface ImageAttachmentsProps {
  readonly attachments: readonly AttachedImage[];
  /** Attaches one file the person chose (the view model says when it cannot). */
  readonly onAttach: (file: File) => Promise<unknown>;
  readonly onRemove: (id: string) => void;
  readonly disabled?: boolean;
}

/**
 * "Attach an image": a real button opening the file chooser (the file input itself is hidden), the limits stated
 * beside it, and the images attached, each removable.
 */
export const ImageAttachments = memo(function ImageAttachments({
  attachments,
  onAttach,
  onRemove,
  disabled = false,
}: ImageAttachmentsProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const limitsId = useId();
  const attachChosen = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) await onAttach(file);
    // The same file may be chosen again after it was removed.
    if (input.current) input.current.value = "";
  };
  return (
    <div className="playground-attachments">
      <div className="playground-attach-row">
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={IMAGE_ATTACHMENT_TYPES.join(",")}
          data-testid="attach-image-input"
          aria-label={t("playground.images.attach")}
          onChange={(event) => void attachChosen(event.currentTarget.files)}
        />
        <Button
          variant="minimal"
          size="small"
          data-testid="attach-image"
          icon={<Paperclip />}
          text={t("playground.images.attach")}
          aria-describedby={limitsId}
          disabled={disabled}
          onClick={() => input.current?.click()}
        />
        <span id={limitsId} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {t("playground.images.limits", {
            size: imageSize(IMAGE_ATTACHMENT_LIMIT_BYTES),
            number: IMAGE_ATTACHMENTS_PER_MESSAGE,
          })}
        </span>
      </div>
      {attachments.length > 0 ? (
        <ul className="playground-attached-images" aria-label={t("playground.images.listLabel")}>
          {attachments.map((image) => (
            <li key={image.id} className="playground-attached-image" data-testid="attached-image">
              {isImageDataUrl(image.dataUrl) ? <img src={image.dataUrl} alt="" /> : null}
              <span className="playground-attached-image-name" dir="auto">
                {image.name}
              </span>
              <span className={Classes.TEXT_MUTED}>{imageSize(image.size)}</span>
              <Button
                variant="minimal"
                size="small"
                icon={<Cross />}
                aria-label={t("playground.images.remove", { name: image.name })}
                onClick={() => onRemove(image.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
