import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";

export interface ViewCodeDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The request as the playground would send it now (its apiKey is never shown, only a placeholder). */
  readonly request: ChatCompletionRequest;
}

/** The current request as curl, Python and TypeScript (being built). */
export function ViewCodeDrawer(_props: ViewCodeDrawerProps) {
  return null;
}
