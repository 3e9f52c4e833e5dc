import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL } from "./best-available.ts";
import { ModelCapability } from "./model-capability.ts";
import { modelOffer } from "./model-offer.ts";

const PLAIN_CHAT = { tools: false, images: false, structuredOutput: false };
const EVERYTHING = { tools: true, images: true, structuredOutput: true };

const textOnly = { systemName: "text-only", capabilities: [ModelCapability.CHAT] };
const allRounder = {
  systemName: "all-rounder",
  capabilities: [
    ModelCapability.CHAT,
    ModelCapability.TOOLS,
    ModelCapability.VISION,
    ModelCapability.STRUCTURED_OUTPUT,
  ],
};

describe("which models the playground offers for a request", () => {
  it("offers every chat model for a plain question", () => {
    expect(modelOffer(textOnly, PLAIN_CHAT)).toEqual({ offered: true, missing: [] });
  });

  it("does not offer a model that lacks what the request needs, and names each capability it lacks", () => {
    expect(modelOffer(textOnly, EVERYTHING)).toEqual({
      offered: false,
      missing: [ModelCapability.TOOLS, ModelCapability.VISION, ModelCapability.STRUCTURED_OUTPUT],
    });
    expect(modelOffer(textOnly, { ...PLAIN_CHAT, images: true })).toEqual({
      offered: false,
      missing: [ModelCapability.VISION],
    });
  });

  it("offers a model that can do everything the request needs", () => {
    expect(modelOffer(allRounder, EVERYTHING)).toEqual({ offered: true, missing: [] });
  });

  it("always offers Best Available, which the gateway routes to a model that can serve the request", () => {
    const bestAvailable = { systemName: BEST_AVAILABLE_MODEL.systemName, capabilities: [] };
    expect(modelOffer(bestAvailable, EVERYTHING)).toEqual({ offered: true, missing: [] });
  });
});
