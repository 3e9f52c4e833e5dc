import { describe, expect, it } from "vitest";
import {
  capabilitiesFromWire,
  capabilitiesNeeded,
  ModelCapability,
  missingCapabilities,
} from "./model-capability.ts";

describe("what a request needs of its model", () => {
  it("a plain chat needs nothing beyond chat", () => {
    expect(capabilitiesNeeded({ tools: false, images: false, structuredOutput: false })).toEqual([]);
  });

  it("tools, images and a schema each need their capability", () => {
    expect(capabilitiesNeeded({ tools: true, images: true, structuredOutput: true })).toEqual([
      ModelCapability.TOOLS,
      ModelCapability.VISION,
      ModelCapability.STRUCTURED_OUTPUT,
    ]);
  });

  it("a model without vision lacks what a request with an image needs, and only that", () => {
    const needed = capabilitiesNeeded({ tools: true, images: true, structuredOutput: false });
    expect(missingCapabilities([ModelCapability.CHAT, ModelCapability.TOOLS], needed)).toEqual([
      ModelCapability.VISION,
    ]);
    expect(missingCapabilities([ModelCapability.TOOLS, ModelCapability.VISION], needed)).toEqual([]);
  });
});

describe("a model's capabilities as the gateway sends them", () => {
  it("count as chat when an older gateway sends none", () => {
    expect(capabilitiesFromWire(undefined)).toEqual(["chat"]);
    expect(capabilitiesFromWire("tools")).toEqual(["chat"]);
  });

  it("keep the names this dashboard knows, in the catalogue's order", () => {
    expect(capabilitiesFromWire(["telepathy", "embeddings", "vision", "chat"])).toEqual([
      "chat",
      "vision",
      "embeddings",
    ]);
    expect(capabilitiesFromWire([])).toEqual([]);
  });
});
