/**
 * The largest body a model endpoint (chat completions, Responses, Messages) accepts. Images travel inline as data
 * URLs: the dashboard lets a question carry four of 3 MiB each, about 16 MiB once in base64, and OpenAI accepts
 * far larger payloads. Every other route keeps the server's small default.
 */
export const MODEL_REQUEST_BODY_LIMIT = 20 * 1024 * 1024;
