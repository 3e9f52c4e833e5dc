import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL } from "../../core/available-models/best-available.ts";
import { modelOffer } from "../../core/available-models/model-offer.ts";
import { chosenModel } from "./playground.state.ts";
import { readyPlayground } from "./playground-world.test-helper.ts";

const PIXEL = "data:image/png;base64,iVBORw0KGgo=";
const readPixel = async () => PIXEL;
const pixel = { name: "pixel.png", type: "image/png", size: 10 };

describe("the models offered for the request being written", () => {
  it("are all of them for words alone", async () => {
    const { state } = await readyPlayground();
    const { models, needs } = state().setup;
    expect(needs).toEqual({ tools: false, images: false, structuredOutput: false });
    expect(models.every((model) => modelOffer(model, needs).offered)).toBe(true);
  });

  it("follow what the request needs: tools, images, JSON", async () => {
    const { viewModel, state } = await readyPlayground();
    viewModel.addTool("weather");
    await viewModel.attachImage(pixel, readPixel);
    viewModel.switchStructuredOutput(true);
    const { models, needs } = state().setup;
    expect(needs).toEqual({ tools: true, images: true, structuredOutput: true });
    const notOffered = models.flatMap((model) => {
      const offer = modelOffer(model, needs);
      return offer.offered ? [] : [[model.systemName, offer.missing]];
    });
    expect(notOffered).toEqual([
      ["o3-mini", ["vision"]],
      ["claude-3-5-sonnet", ["structured-output"]],
      ["claude-3-5-haiku", ["structured-output"]],
      ["mistral-large", ["vision"]],
      ["mistral-small", ["vision"]],
    ]);
  });

  it("keep the chosen model from being asked once it cannot serve the request, saying why", async () => {
    const { viewModel, chat, toasts } = await readyPlayground();
    viewModel.chooseModel("mistral-small");
    await viewModel.attachImage(pixel, readPixel);
    expect(viewModel.send("What is this?")).toBe(false);
    expect(chat.requests).toEqual([]);
    expect(toasts()).toEqual([
      "mistral-small is not offered for this request: Cannot read images. Choose another model.",
    ]);
    viewModel.chooseModel(BEST_AVAILABLE_MODEL.systemName);
    expect(viewModel.send("What is this?")).toBe(true);
  });

  it("count an image sent earlier in the conversation: the model must still read it", async () => {
    const { viewModel, chat, state } = await readyPlayground();
    await viewModel.attachImage(pixel, readPixel);
    viewModel.send("What is this?");
    chat.reply({ kind: "delta", text: "A pixel." });
    expect(state().setup.needs.images).toBe(true);
    viewModel.chooseModel("mistral-large");
    expect(viewModel.send("And its colour?")).toBe(false);
    viewModel.clearConversation();
    expect(state().setup.needs.images).toBe(false);
    expect(chosenModel(state().setup)?.systemName).toBe("mistral-large");
  });

  it("are the comparison's too, with its tools, schema and images", async () => {
    const { viewModel } = await readyPlayground();
    viewModel.addTool("weather");
    await viewModel.attachImage(pixel, readPixel);
    expect(viewModel.compareParts()).toMatchObject({
      tools: [{ function: { name: "get_weather" } }],
      responseFormat: null,
      images: [PIXEL],
      needs: { tools: true, images: true, structuredOutput: false },
      requestProblem: null,
    });
    viewModel.addTool(null);
    expect(viewModel.compareParts()).toMatchObject({
      tools: [],
      requestProblem: "Tool 2 cannot be sent. The function has no name.",
    });
  });
});
