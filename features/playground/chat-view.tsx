import { useCallback, useState } from "react";
import { useMarkdownRenderer } from "../../ui/hooks/use-markdown-renderer.ts";
import { ClearConversationButton } from "./clear-conversation-button.tsx";
import { Composer } from "./composer.tsx";
import { Conversation } from "./conversation.tsx";
import type { AttachedImage } from "./playground.state.ts";
import type { PlaygroundViewModel } from "./playground.view-model.ts";
import { readDataUrl } from "./read-data-url.ts";
import { usePlaygroundChat } from "./use-playground-state.ts";

interface ChatViewProps {
  readonly viewModel: PlaygroundViewModel;
  /** While the models load nothing can be sent yet. */
  readonly loading: boolean;
  /** The images attached to the question being written. */
  readonly attachments: readonly AttachedImage[];
  readonly onViewCode: (prompt: string) => void;
}

/** The conversation above the prompt box, with its "clear" action. */
export function ChatView({ viewModel, loading, attachments, onViewCode }: ChatViewProps) {
  const chat = usePlaygroundChat(viewModel);
  // The renderer loads as soon as a reply is coming: when the person starts on a prompt, so its download and
  // start-up are over before the reply streams, not on the reply's first frames. An empty playground that nobody
  // writes in never loads it.
  const [writing, setWriting] = useState(false);
  const renderer = useMarkdownRenderer(writing || chat.turns.length > 0);
  const startWriting = useCallback(() => setWriting(true), []);
  const send = useCallback((prompt: string) => viewModel.send(prompt), [viewModel]);
  const stop = useCallback(() => viewModel.stop(), [viewModel]);
  const sendResults = useCallback(
    (results: Readonly<Record<string, string>>) => viewModel.sendToolResults(results),
    [viewModel],
  );
  const attach = useCallback(
    (file: File) => viewModel.attachImage(file, () => readDataUrl(file)),
    [viewModel],
  );
  const removeImage = useCallback((id: string) => viewModel.removeImage(id), [viewModel]);
  return (
    <div className="playground-chat">
      <div className="playground-chat-toolbar">
        <ClearConversationButton
          disabled={chat.turns.length === 0}
          onConfirm={() => viewModel.clearConversation()}
        />
      </div>
      <Conversation
        turns={chat.turns}
        renderer={renderer}
        streaming={chat.streaming}
        onSendResults={sendResults}
      />
      <Composer
        streaming={chat.streaming}
        disabled={loading}
        onSend={send}
        onStop={stop}
        onFocus={startWriting}
        onViewCode={onViewCode}
        attachments={attachments}
        onAttach={attach}
        onRemoveImage={removeImage}
      />
    </div>
  );
}
