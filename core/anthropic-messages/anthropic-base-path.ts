/**
 * Where the gateway serves Anthropic's Messages API below its API base: Anthropic's SDKs append /v1/messages to
 * this base URL. The gateway's routes and the dashboard's code examples both read it here.
 */
export const ANTHROPIC_BASE_PATH = "/anthropic";
