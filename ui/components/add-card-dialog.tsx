import "./add-card-dialog.css";
import {
  Button,
  Callout,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Tag,
} from "@blueprintjs/core";
import { CreditCard, Lock } from "@blueprintjs/icons";
import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import {
  type CardEntry,
  type CardEntryProblems,
  cardBrandOf,
  checkCardEntry,
  cvcLength,
  digitsOf,
  formatExpiryInput,
  groupCardNumber,
} from "../../core/billing/card-entry.ts";
import type { NewCard } from "../../core/billing/new-card.dto.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import { AppDialog } from "./app-dialog.tsx";
import { cardProblemText } from "./card-problem-text.ts";

export interface AddCardDialogProps {
  readonly isOpen: boolean;
  /** Closes the dialog: Escape, the close button, Cancel, and once the card was saved. */
  onClose(): void;
  /**
   * Saves the card: only its brand, last four digits and expiry. Resolving closes the dialog (through `onClose`);
   * a rejection keeps it open and shows why, in the server's words (its errMsgs) when it gave some.
   */
  onSubmit(card: NewCard): Promise<void>;
}

type Field = keyof CardEntry;
const FIELDS: readonly Field[] = ["number", "expiry", "cvc", "name"];
const EMPTY_ENTRY: CardEntry = { number: "", expiry: "", cvc: "", name: "" };
const CVC_MAX_DIGITS = 4;

/**
 * A card form in a dialog: the number grouped as typed with its brand recognised, the expiry as MM/YY, the security
 * code, an optional name. Each field says what is wrong once it was left (or a save was tried). The number, the
 * code and the name never leave the dialog. Enter saves, Escape closes (except while saving).
 */
export function AddCardDialog({ isOpen, onClose, onSubmit }: AddCardDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const close = () => {
    if (!sending) onClose();
  };
  /** Saves the card; answers what to show when it failed (null for nothing: an error page already says it). */
  const send = async (card: NewCard): Promise<string | null> => {
    setSending(true);
    try {
      await onSubmit(card);
      onClose();
      return null;
    } catch (error) {
      const messages = messagesToReport(error);
      if (messages === null) return null;
      return messages.length > 0 ? messages.join("\n") : t("paymentCard.failed");
    } finally {
      setSending(false);
    }
  };
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={close}
      title={t("paymentCard.title")}
      icon={<CreditCard />}
      canEscapeKeyClose={!sending}
      // A click beside the dialog should not throw away what was typed.
      canOutsideClickClose={false}
      isCloseButtonShown={!sending}
      className="app-add-card-dialog"
    >
      {/* Mounted while open only: the next opening starts from an empty form. */}
      <CardForm sending={sending} onSend={send} onCancel={close} />
    </AppDialog>
  );
}

function CardForm({
  sending,
  onSend,
  onCancel,
}: {
  readonly sending: boolean;
  onSend(card: NewCard): Promise<string | null>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<CardEntry>(EMPTY_ENTRY);
  const [checked, setChecked] = useState<ReadonlySet<Field>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
  } satisfies Record<Field, RefObject<HTMLInputElement | null>>;
  const caret = useCaretKeeper();
  const brand = cardBrandOf(entry.number);
  const check = checkCardEntry(entry, Date.now());
  const problems: CardEntryProblems = check.ok ? {} : check.problems;
  const shownProblem = (field: Field) =>
    checked.has(field) ? cardProblemText(t, problems, field, brand) : null;

  const change =
    (field: Field, format: (typed: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
      const formatted = caret.reformat(event.target, format);
      setEntry((previous) => ({ ...previous, [field]: formatted }));
    };
  const leave = (field: Field) => () => {
    if (entry[field] !== "") setChecked((previous) => new Set(previous).add(field));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!check.ok) {
      setChecked(new Set(FIELDS));
      const first = FIELDS.find((field) => check.problems[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setFailure(null);
    setFailure(await onSend(check.card));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={sending} data-testid="add-card-form">
      <DialogBody>
        <CardField
          label={t("paymentCard.number")}
          inputRef={inputs.number}
          problem={shownProblem("number")}
          rightElement={brand ? <Tag minimal>{t(`paymentCard.brands.${brand}`)}</Tag> : undefined}
          input={{
            value: entry.number,
            onChange: change("number", groupCardNumber),
            onBlur: leave("number"),
            autoComplete: "cc-number",
            inputMode: "numeric",
            autoFocus: true,
            placeholder: "1234 1234 1234 1234",
          }}
        />
        <div className="app-add-card-row">
          <CardField
            label={t("paymentCard.expiry")}
            inputRef={inputs.expiry}
            problem={shownProblem("expiry")}
            input={{
              value: entry.expiry,
              onChange: change("expiry", formatExpiryInput),
              onBlur: leave("expiry"),
              autoComplete: "cc-exp",
              inputMode: "numeric",
              placeholder: t("paymentCard.expiryPlaceholder"),
            }}
          />
          <CardField
            label={t("paymentCard.cvc")}
            inputRef={inputs.cvc}
            problem={shownProblem("cvc")}
            input={{
              value: entry.cvc,
              onChange: change("cvc", (typed) => digitsOf(typed).slice(0, CVC_MAX_DIGITS)),
              onBlur: leave("cvc"),
              autoComplete: "cc-csc",
              inputMode: "numeric",
              placeholder: "•".repeat(cvcLength(brand)),
            }}
          />
        </div>
        <CardField
          label={t("paymentCard.name")}
          labelInfo={t("paymentCard.optional")}
          inputRef={inputs.name}
          problem={shownProblem("name")}
          input={{
            value: entry.name,
            onChange: change("name", (typed) => typed),
            onBlur: leave("name"),
            autoComplete: "cc-name",
          }}
        />
        {failure ? (
          <Callout
            intent="danger"
            compact
            role="alert"
            className="app-add-card-failure"
            data-testid="add-card-failure"
          >
            {failure}
          </Callout>
        ) : null}
        <p className={`${Classes.TEXT_MUTED} app-add-card-privacy`}>
          <Lock /> {t("paymentCard.privacy")}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" onClick={onCancel} disabled={sending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" intent="primary" loading={sending} disabled={sending}>
              {t("paymentCard.save")}
            </Button>
          </>
        }
      />
    </form>
  );
}

function CardField({
  label,
  labelInfo,
  inputRef,
  problem,
  rightElement,
  input,
}: {
  readonly label: string;
  readonly labelInfo?: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly problem: string | null;
  readonly rightElement?: ReactNode;
  readonly input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "onChange" | "onBlur" | "autoComplete" | "inputMode" | "autoFocus" | "placeholder"
  > & { readonly value: string };
}) {
  const id = useId();
  const intent = problem ? "danger" : "none";
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      intent={intent}
      helperText={
        problem ? (
          <span id={`${id}-problem`} data-testid="card-problem">
            {problem}
          </span>
        ) : undefined
      }
    >
      <InputGroup
        {...input}
        id={id}
        inputRef={inputRef}
        intent={intent}
        rightElement={rightElement ? <span aria-live="polite">{rightElement}</span> : undefined}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
    </FormGroup>
  );
}

/**
 * Rewriting a field as it is typed (groups, a slash) would throw the caret to the end: it is put back after the
 * same number of digits it followed, so a digit fixed in the middle of the number stays where it was typed.
 */
function useCaretKeeper() {
  const pending = useRef<{ input: HTMLInputElement; position: number } | null>(null);
  useLayoutEffect(() => {
    const restore = pending.current;
    pending.current = null;
    if (restore && document.activeElement === restore.input)
      restore.input.setSelectionRange(restore.position, restore.position);
  });
  return {
    reformat(input: HTMLInputElement, format: (typed: string) => string): string {
      const typed = input.value;
      const formatted = format(typed);
      const caret = input.selectionStart ?? typed.length;
      // A field left as typed (the name) keeps its caret by itself.
      if (formatted !== typed && caret < typed.length) {
        const digitsBefore = digitsOf(typed.slice(0, caret)).length;
        pending.current = { input, position: positionAfterDigits(formatted, digitsBefore) };
      }
      return formatted;
    },
  };
}

function positionAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index] ?? "")) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}
