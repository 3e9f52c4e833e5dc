import { Classes, Tag } from "@blueprintjs/core";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import type { NormalizedToast } from "../../core/notifier/toast-rules.ts";
import { SanitizedHtml } from "./sanitized-html.tsx";

interface ToastContentProps {
  readonly toast: NormalizedToast;
  readonly repeatCount: number;
  readonly repeatedLabel: string;
  readonly sanitizer: HtmlSanitizer;
}

/** The toast's body: message (text, or sanitized HTML), optional caption and the repeat badge. */
export function ToastContent({ toast, repeatCount, repeatedLabel, sanitizer }: ToastContentProps) {
  return (
    <>
      {toast.html ? (
        <SanitizedHtml className="gw-toast__message" html={toast.message} sanitizer={sanitizer} />
      ) : (
        <div
          className="gw-toast__message gw-toast__message--text"
          title={toast.multiLine ? undefined : toast.message}
        >
          {toast.message}
        </div>
      )}
      {toast.caption && <small className={`${Classes.TEXT_MUTED} gw-toast__caption`}>{toast.caption}</small>}
      {repeatCount > 1 && (
        <>
          {/* The number alone means nothing to a screen reader: it hears the label instead. */}
          <Tag
            round
            minimal
            aria-hidden
            className={`gw-toast__badge gw-toast__badge--${toast.badgePosition}`}
          >
            {repeatCount}
          </Tag>
          <span className="gw-visually-hidden">{repeatedLabel}</span>
        </>
      )}
    </>
  );
}
