import { useCallback } from "react";
import { useMarkdownRenderer } from "../../ui/hooks/use-markdown-renderer.ts";
import { ClearConversationButton } from "./clear-conversation-button.tsx";
import { Composer } from "./composer.tsx";
import { Conversation } from "./conversation.tsx";
import type { PlaygroundViewModel } from "./playground.view-model.ts";
import { usePlaygroundChat } from "./use-playground-state.ts";

interface ChatViewProps {
  readonly viewModel: PlaygroundViewModel;
  /** While the models load nothing can be sent yet. */
  readonly loading: boolean;
  readonly onViewCode: (prompt: string) => void;
}

/** The conversation above the prompt box, with its "clear" action. */
export function ChatView({ viewModel, loading, onViewCode }: ChatViewProps) {
  const chat = usePlaygroundChat(viewModel);
  const renderer = useMarkdownRenderer(chat.turns.length > 0);
  const send = useCallback((prompt: string) => viewModel.send(prompt), [viewModel]);
  const stop = useCallback(() => viewModel.stop(), [viewModel]);
  return (
    <div className="playground-chat">
      <div className="playground-chat-toolbar">
        <ClearConversationButton
          disabled={chat.turns.length === 0}
          onConfirm={() => viewModel.clearConversation()}
        />
      </div>
      <Conversation turns={chat.turns} renderer={renderer} />
      <Composer
        streaming={chat.streaming}
        disabled={loading}
        onSend={send}
        onStop={stop}
        onViewCode={onViewCode}
      />
    </div>
  );
}
