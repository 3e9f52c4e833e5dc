/** An error answer in OpenAI's shape (its ErrorResponse schema). */
export function openAiError(message: string, type: string, code: string | null = null) {
  return { error: { message, type, param: null, code } };
}
