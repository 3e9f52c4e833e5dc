import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadUpstreams, upstreamsFromEnvironment, upstreamsFromJson } from "./load-upstreams.ts";

describe("upstreams configured in the environment", () => {
  it("are none by default, so the simulated provider answers", () => {
    expect(upstreamsFromEnvironment({})).toEqual([]);
  });

  it("come from the well-known providers' variables, with their usual base URLs", () => {
    expect(
      upstreamsFromEnvironment({
        OPENAI_API_KEY: "sk-1",
        GROQ_API_KEY: "gsk-2",
        GROQ_MODELS: "llama-3.1-8b-instant",
      }),
    ).toEqual([
      {
        name: "OpenAI",
        baseUrl: "https://api.openai.com/v1",
        apiKey: "sk-1",
        models: [],
        modelNames: {},
        region: null,
        apis: ["chat-completions", "responses"],
      },
      {
        name: "Groq",
        baseUrl: "https://api.groq.com/openai/v1",
        apiKey: "gsk-2",
        models: ["llama-3.1-8b-instant"],
        modelNames: {},
        region: null,
        apis: ["chat-completions"],
      },
    ]);
  });

  it("take a local Ollama by its base URL, with the upstream's own model names and a region", () => {
    const [ollama] = upstreamsFromEnvironment({
      OLLAMA_BASE_URL: "http://127.0.0.1:11434/v1/",
      OLLAMA_MODELS: "llama-3.1-8b-instant=llama3.1:8b, simulated-fast",
      OLLAMA_REGION: "eu",
    });
    expect(ollama).toEqual({
      name: "Ollama",
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: null,
      models: ["llama-3.1-8b-instant", "simulated-fast"],
      modelNames: { "llama-3.1-8b-instant": "llama3.1:8b" },
      region: "EU",
      apis: ["chat-completions"],
    });
  });

  it("take Anthropic's API as speaking its Messages API natively, and chat completions", () => {
    const [anthropic] = upstreamsFromEnvironment({ ANTHROPIC_API_KEY: "sk-ant-1" });
    expect(anthropic).toMatchObject({
      name: "Anthropic",
      baseUrl: "https://api.anthropic.com/v1",
      apis: ["anthropic-messages", "chat-completions"],
    });
  });

  it("let the APIs an upstream speaks be said, and name an unknown one", () => {
    const [vllm] = upstreamsFromEnvironment({
      VLLM_BASE_URL: "http://127.0.0.1:8000/v1",
      VLLM_APIS: "chat-completions, responses",
    });
    expect(vllm?.apis).toEqual(["chat-completions", "responses"]);
    expect(() =>
      upstreamsFromEnvironment({ VLLM_BASE_URL: "http://127.0.0.1:8000/v1", VLLM_APIS: "grpc" }),
    ).toThrow('VLLM_APIS must list some of: chat-completions, responses, anthropic-messages (not "grpc")');
  });

  it("refuse a base URL that is not an http(s) URL", () => {
    expect(() => upstreamsFromEnvironment({ OPENAI_BASE_URL: "ftp://example.com" })).toThrow(/http or https/);
    expect(() => upstreamsFromEnvironment({ VLLM_BASE_URL: "not a url" })).toThrow(/not a URL/);
  });
});

describe("upstreams configured in a file", () => {
  it("read the key from the variable the file names, so keys stay out of files", () => {
    const json = {
      upstreams: [
        {
          name: "Lab",
          baseUrl: "https://lab.example/v1",
          apiKeyEnv: "LAB_KEY",
          models: ["m"],
          timeoutMs: 5000,
        },
      ],
    };
    expect(upstreamsFromJson(json, { LAB_KEY: "secret" }, "upstreams.json")).toEqual([
      {
        name: "Lab",
        baseUrl: "https://lab.example/v1",
        apiKey: "secret",
        models: ["m"],
        modelNames: {},
        region: null,
        apis: ["chat-completions"],
        timeoutMs: 5000,
      },
    ]);
  });

  it("name the entry and field that is wrong", () => {
    expect(() =>
      upstreamsFromJson([{ name: "A", baseUrl: "https://a.example", models: "m" }], {}, "f.json"),
    ).toThrow("f.json, upstream 1: models must be a list of model names");
    expect(() =>
      upstreamsFromJson([{ name: "A", baseUrl: "https://a.example", apis: [] }], {}, "f.json"),
    ).toThrow("f.json, upstream 1: apis must list some of: chat-completions, responses, anthropic-messages");
    expect(() => upstreamsFromJson({}, {}, "f.json")).toThrow(/expected a list of upstreams/);
  });

  it("are loaded before the environment's", async () => {
    const folder = await mkdtemp(join(tmpdir(), "upstreams-"));
    const file = join(folder, "upstreams.json");
    await writeFile(file, JSON.stringify([{ name: "Lab", baseUrl: "http://127.0.0.1:9/v1", models: [] }]));
    const loaded = await loadUpstreams(file, { MISTRAL_API_KEY: "m-1" });
    expect(loaded.map((upstream) => upstream.name)).toEqual(["Lab", "Mistral"]);
  });
});
