import { Callout, type Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { AuthMessage } from "../../core/auth/auth-message.ts";

/** Messages of the auth card (SPEC §8), each in its own callout. */
export function AuthMessages({ messages, intent }: { messages: readonly AuthMessage[]; intent: Intent }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="app-auth-messages" role={intent === "danger" ? "alert" : "status"}>
      {messages.map((message) => (
        <Callout key={message} intent={intent} data-testid="auth-message">
          {t(`auth.messages.${message}`)}
        </Callout>
      ))}
    </div>
  );
}
