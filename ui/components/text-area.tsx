import { Classes, type Intent } from "@blueprintjs/core";
import type { Ref, TextareaHTMLAttributes } from "react";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** As wide as its container. */
  readonly fill?: boolean;
  readonly intent?: Intent;
  readonly inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text field that looks like Blueprint's TextArea. Blueprint's reads the field's scrollHeight when it
 * mounts and at every keystroke, even when it does not resize itself, which makes the browser lay the whole page
 * out then and there: on the playground, most of its first render's long task in a Lighthouse trace, and a layout
 * on every key typed while a reply streams. This one never measures itself.
 */
export function TextArea({ fill = false, intent, inputRef, className, ...textarea }: TextAreaProps) {
  const classes = [
    Classes.INPUT,
    Classes.TEXT_AREA,
    fill ? Classes.FILL : null,
    intent ? Classes.intentClass(intent) : null,
    className,
  ];
  return <textarea {...textarea} ref={inputRef} className={classes.filter(Boolean).join(" ")} />;
}
