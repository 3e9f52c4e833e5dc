/** One OpenAI-compatible upstream (OpenAI, Groq, Mistral, a local Ollama or vLLM). (Filled in by chat completions.) */
export interface UpstreamConfig {
  readonly name: string;
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly models: readonly string[];
}
