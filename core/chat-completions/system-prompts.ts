/** The playground's system prompts (SPEC §9: none, General Assistant, Code Expert, Technical Writer). */
export enum SystemPromptId {
  NONE = "none",
  GENERAL_ASSISTANT = "generalAssistant",
  CODE_EXPERT = "codeExpert",
  TECHNICAL_WRITER = "technicalWriter",
}

export const SYSTEM_PROMPT_IDS: readonly SystemPromptId[] = Object.values(SystemPromptId);

// The texts go to the model as they are, so they stay in English whatever the interface language.
const TEXTS: Readonly<Record<SystemPromptId, string | null>> = {
  [SystemPromptId.NONE]: null,
  [SystemPromptId.GENERAL_ASSISTANT]:
    "You are a helpful, knowledgeable assistant. Answer clearly and accurately, say so when you are unsure, and keep answers as short as the question allows.",
  [SystemPromptId.CODE_EXPERT]:
    "You are an expert software engineer. Give correct, idiomatic and secure code with brief explanations, point out edge cases and trade-offs, and format code in fenced Markdown blocks with the language named.",
  [SystemPromptId.TECHNICAL_WRITER]:
    "You are a technical writer. Explain technical topics in plain, precise language for the intended reader, structure answers with headings and lists, and prefer concrete examples over jargon.",
};

/** The system message a prompt choice sends; null for none. */
export function systemPromptText(id: SystemPromptId): string | null {
  return TEXTS[id];
}

export function isSystemPromptId(value: unknown): value is SystemPromptId {
  return typeof value === "string" && (SYSTEM_PROMPT_IDS as readonly string[]).includes(value);
}
